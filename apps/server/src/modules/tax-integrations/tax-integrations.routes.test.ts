import type { TaxIntegration } from '@app/contracts/tax-integrations.contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { expectOwnerOnly } from '../../../test/ownership';
import { detailFields, requestsAs } from '../../../test/route-requests';
import { signIn } from '../../../test/sign-in';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string>; userId: number };

// Two years back is a finished, offered tax year in every time zone on any date.
const finishedYear = new Date().getUTCFullYear() - 2;

describe.each(testDatabaseKinds())('tax integration routes on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Caller;
  let beta: Caller;
  let owner: Caller;
  let other: Caller;
  beforeAll(async () => {
    admin = await signIn(t.app, 'admin');
    beta = await signIn(t.app, 'beta');
    owner = await createSignedInUser(t.app, t.db, 'STANDARD');
    other = await createSignedInUser(t.app, t.db, 'STANDARD');
  });
  const call = requestsAs(t);
  const fields = detailFields;

  it('shows the beta tester’s TurboTax link, verified, simulated from their jobs', async () => {
    const [demo] = (
      await call('GET', `/api/tax-integrations/${beta.userId}`, beta)
    ).json() as TaxIntegration[];
    expect(demo).toMatchObject({
      taxSoftware: 'turbotax',
      verificationStatus: 'VERIFIED',
      source: 'simulated',
    });
    expect(demo?.incomeVerification?.adjustedGrossIncome).toBeGreaterThan(0);
    expect(demo?.employmentVerification?.primaryEmployer).toMatch(/Riverside Clinic|Lakeside Urgent Care/);
  });

  it('does not verify a year without a listed job', async () => {
    const res = await call('POST', '/api/tax-integrations', owner, {
      taxSoftware: 'taxact',
      taxYear: finishedYear,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ verificationStatus: 'FAILED', incomeVerification: null });
  });

  it('verifies a year the person’s jobs cover, with the income read from them', async () => {
    const job = {
      employer: 'Acme Logistics',
      jobTitle: 'Dispatcher',
      employmentType: 'FULL_TIME',
      startDate: '2000-01-01',
      verificationMethod: 'TAX_RETURN',
      annualSalary: 52_000_00,
    };
    expect((await call('POST', '/api/employment-verifications', owner, job)).statusCode).toBe(201);
    const res = await call('POST', '/api/tax-integrations', owner, {
      userId: owner.userId,
      taxSoftware: 'turbotax',
      taxYear: finishedYear,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      taxSoftware: 'turbotax',
      taxYear: finishedYear,
      verificationStatus: 'VERIFIED',
      source: 'simulated',
      incomeVerification: {
        adjustedGrossIncome: 52_000_00,
        w2Income: 52_000_00,
        selfEmploymentIncome: 0,
        otherIncome: 0,
      },
      employmentVerification: { primaryEmployer: 'Acme Logistics', employmentType: 'W2_EMPLOYEE' },
    });
    const list = (await call('GET', '/api/tax-integrations', owner)).json() as TaxIntegration[];
    expect(list.map((i) => i.taxSoftware).sort()).toEqual(['taxact', 'turbotax']);
  });

  it('refuses the same software and year twice with 409', async () => {
    const res = await call('POST', '/api/tax-integrations', owner, {
      taxSoftware: 'turbotax',
      taxYear: finishedYear,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(`TurboTax is already connected for ${finishedYear}`);
  });

  it('lets only the owner and admins read the list; strangers get 401', async () => {
    for (const url of [
      `/api/tax-integrations/${owner.userId}`,
      `/api/tax-integrations?userId=${owner.userId}`,
    ]) {
      await expectOwnerOnly(t.app, { method: 'GET', url }, { owner, other, admin });
    }
  });

  it('connects for someone else only as an admin: another person gets 404, strangers 401', async () => {
    const body = { userId: owner.userId, taxSoftware: 'hrblock', taxYear: finishedYear };
    expect((await call('POST', '/api/tax-integrations', other, body)).statusCode).toBe(404);
    expect((await call('POST', '/api/tax-integrations', null, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/tax-integrations', admin, body)).statusCode).toBe(201);
    expect((await call('GET', '/api/tax-integrations', other)).json()).toEqual([]);
  });

  it('takes the year as a select sends it, the string "2024", as the spec’s client may', async () => {
    const res = await call('POST', '/api/tax-integrations', owner, {
      userId: owner.userId,
      taxSoftware: 'creditkarma',
      taxYear: String(finishedYear),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ taxSoftware: 'creditkarma', taxYear: finishedYear });
  });

  it('names every missing field', async () => {
    const res = await call('POST', '/api/tax-integrations', owner, {});
    expect(res.statusCode).toBe(400);
    expect(fields(res.body).sort()).toEqual(['body.taxSoftware', 'body.taxYear']);
  });

  it.each([
    ['a tax year in the future', { taxYear: 2999 }, /Tax year 2999 is in the future/],
    ['a tax year too long ago', { taxYear: 1990 }, /Choose a tax year from/],
    ['a tax year that is not a year', { taxYear: 20.5 }, /Choose a tax year/],
    ['a tax year in words', { taxYear: 'last year' }, /Choose a tax year/],
    ['an unknown tax software', { taxSoftware: 'abacus' }, /Choose your tax software/],
  ])('refuses %s naming the field', async (_, change, message) => {
    const res = await call('POST', '/api/tax-integrations', owner, {
      taxSoftware: 'freetaxusa',
      taxYear: finishedYear,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual([`body.${Object.keys(change)[0]}`]);
    expect(res.body).toMatch(message);
  });
});
