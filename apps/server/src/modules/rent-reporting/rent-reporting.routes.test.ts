import type { RentReporting } from '@app/contracts/rent-reporting.contract';
import { describe, expect, it } from 'vitest';
import {
  aClientWithTheDemoCreditFile,
  consumerToolPeople,
} from '../../../test/factories/consumer-tool-people';
import { aBetaTestersFiles } from '../../../test/factories/credit-files';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: the enrollments refused last must not have touched the one made before.
const people = useSharedRows(appFor, async (t) => ({
  ...(await consumerToolPeople(t, aBetaTestersFiles)),
  client: await aClientWithTheDemoCreditFile(t),
}));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  const call = (method: 'GET' | 'POST', url: string, caller: Caller | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });
  const overview = async (caller: Caller) =>
    (await call('GET', '/api/rent-utility-reporting', caller)).json() as RentReporting;
  return { t, p, call, overview };
}

describe.each(testDatabaseKinds())('GET /api/rent-utility-reporting on %s', (kind) => {
  const { t, p, overview } = setup(kind);

  it('lists the real services with their estimate scaled to 20; owner and admin only', async () => {
    const page = await overview(p.owner);
    expect(page.services.map((s) => s.name)).toContain('Experian Boost');
    expect(page.openAccounts).toBeNull();
    for (const s of page.services) {
      expect(s.scoreImpact).toBeGreaterThanOrEqual(0);
      expect(s.scoreImpact).toBeLessThanOrEqual(20);
      expect(s.enrolledOn).toBeNull();
    }
    expect(page.costBenefitAnalysis).toMatchObject({ totalMonthlyCost: 0, estimatedScoreIncrease: 0 });
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/rent-utility-reporting/${p.owner.userId}` },
      { owner: p.owner, other: p.other, admin: p.admin },
    );
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/rent-utility-reporting?userId=${p.owner.userId}` },
      { owner: p.owner, other: p.other, admin: p.admin },
    );
  });

  it('reads the imported file: more open accounts, a smaller estimate', async () => {
    const withFile = await overview(p.client);
    expect(withFile.openAccounts).toBeGreaterThan(0);
    const boost = withFile.services.find((s) => s.id === 'experian-boost');
    expect(boost?.scoreImpact).toBeLessThan(7);
  });

  it('the beta tester’s demo page has a recorded enrollment', async () => {
    const page = await overview(p.beta);
    expect(page.services.find((s) => s.id === 'experian-boost')?.enrolledOn).toMatch(/^\d{4}-/);
    expect(page.scoreImpactEstimate).toBeGreaterThan(0);
  });
});

describe.each(testDatabaseKinds())('POST /api/rent-utility-reporting/enroll on %s', (kind) => {
  const { p, call, overview } = setup(kind);

  it('Enroll records the choice by name with its date, once, and the cost-benefit follows', async () => {
    const res = await call('POST', '/api/rent-utility-reporting/enroll', p.owner, {
      userId: p.owner.userId,
      serviceId: 'RentReporters',
    });
    expect(res.statusCode, res.body).toBe(200);
    const on = res.json().enrolledOn as string;
    expect(on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await call('POST', '/api/rent-utility-reporting/enroll', p.owner, {
      serviceId: 'rentreporters',
    });
    expect(again.json().enrolledOn).toBe(on);
    const page = await overview(p.owner);
    expect(page.costBenefitAnalysis).toMatchObject({
      totalMonthlyCost: 9_95,
      setupCost: 94_95,
      firstYearCost: 94_95 + 12 * 9_95,
      estimatedScoreIncrease: 13,
    });
    expect(page.scoreImpactEstimate).toBe(13);
    // Someone else's page is untouched, and the admin sees the client's record.
    expect((await overview(p.other)).services.every((s) => s.enrolledOn === null)).toBe(true);
    const seen = (
      await call('GET', `/api/rent-utility-reporting/${p.owner.userId}`, p.admin)
    ).json() as RentReporting;
    expect(seen.services.find((s) => s.id === 'rentreporters')?.enrolledOn).toBe(on);
  });

  it('refuses a missing or unknown service (400 naming it), someone else’s id (404), strangers (401)', async () => {
    const missing = await call('POST', '/api/rent-utility-reporting/enroll', p.owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.map((d: { field: string }) => d.field)).toEqual(['body.serviceId']);
    const unknown = await call('POST', '/api/rent-utility-reporting/enroll', p.owner, {
      serviceId: 'Credit Magic',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0]).toMatchObject({
      field: 'body.serviceId',
      message: 'Choose a service from the list',
    });
    const forOther = { userId: p.other.userId, serviceId: 'Boom' };
    expect((await call('POST', '/api/rent-utility-reporting/enroll', p.owner, forOther)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/rent-utility-reporting/enroll', p.admin, forOther)).statusCode).toBe(
      404,
    );
    expect((await overview(p.other)).services.every((s) => s.enrolledOn === null)).toBe(true);
    expect(
      (await call('POST', '/api/rent-utility-reporting/enroll', null, { serviceId: 'Boom' })).statusCode,
    ).toBe(401);
  });
});
