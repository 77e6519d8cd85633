import type { BusinessCreditEligibility } from '@app/contracts/business-credit.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { anAdmin, createSignedInUser } from '../../../test/factories/users';
import { expectOwnerOnly } from '../../../test/ownership';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };

describe.each(testDatabaseKinds())('GET /api/business-credit/eligibility on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  let admin: Caller;
  let owner: Caller;
  let other: Caller;
  beforeAll(async () => {
    admin = await anAdmin(t);
    owner = await createSignedInUser(t.app, t.db, 'STANDARD');
    other = await createSignedInUser(t.app, t.db, 'STANDARD');
  });
  const eligibility = async (caller: Caller) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/business-credit/eligibility', headers: caller.headers })
    ).json() as BusinessCreditEligibility;

  it('claims nothing before a report, then follows the person’s real score', async () => {
    expect(await eligibility(owner)).toMatchObject({ score: null, eligible: false });
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/credit-reports/self',
      headers: owner.headers,
      payload: { creditScore: 646, utilizationRate: 0.2, accountAge: 40 },
    });
    expect(report.statusCode).toBe(201);
    expect(await eligibility(owner)).toMatchObject({
      score: 646,
      eligible: false,
      progressPercent: 95,
      pointsRemaining: 34,
      threshold: 680,
    });
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/business-credit/eligibility?userId=${owner.userId}` },
      { owner, other, admin },
    );
  });
});
