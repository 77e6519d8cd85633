import type { TaxIntegration } from '@app/contracts/tax-integrations.contract';
import { describe, expect, it } from 'vitest';
import { consumerToolPeople } from '../../../test/factories/consumer-tool-people';
import { twoJobsAndATaxReturn } from '../../../test/factories/credit-files';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { detailFields, requestsAs } from '../../../test/route-requests';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

// Two years back is a finished, offered tax year in every time zone on any date.
const finishedYear = new Date().getUTCFullYear() - 2;

const appFor = useFileTestApps({}, { seed: false });
const people = useSharedRows(appFor, (t) => consumerToolPeople(t, twoJobsAndATaxReturn));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  return { t, p, call: requestsAs(t), fields: detailFields };
}

describe.each(testDatabaseKinds())('GET /api/tax-integrations/{userId} on %s', (kind) => {
  const { t, p, call } = setup(kind);

  it('shows the beta tester’s TurboTax link, verified, simulated from their jobs', async () => {
    const [demo] = (
      await call('GET', `/api/tax-integrations/${p.beta.userId}`, p.beta)
    ).json() as TaxIntegration[];
    expect(demo).toMatchObject({
      taxSoftware: 'turbotax',
      verificationStatus: 'VERIFIED',
      source: 'simulated',
    });
    expect(demo?.incomeVerification?.adjustedGrossIncome).toBeGreaterThan(0);
    expect(demo?.employmentVerification?.primaryEmployer).toMatch(/Riverside Clinic|Lakeside Urgent Care/);
  });

  it('lets only the owner and admins read the list; strangers get 401', async () => {
    for (const url of [
      `/api/tax-integrations/${p.owner.userId}`,
      `/api/tax-integrations?userId=${p.owner.userId}`,
    ]) {
      await expectOwnerOnly(
        t.app,
        { method: 'GET', url },
        { owner: p.owner, other: p.other, admin: p.admin },
      );
    }
  });
});

describe.each(testDatabaseKinds())('POST /api/tax-integrations on %s', (kind) => {
  const { p, call, fields } = setup(kind);

  it('does not verify a year without a listed job', async () => {
    const res = await call('POST', '/api/tax-integrations', p.owner, {
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
    expect((await call('POST', '/api/employment-verifications', p.owner, job)).statusCode).toBe(201);
    const res = await call('POST', '/api/tax-integrations', p.owner, {
      userId: p.owner.userId,
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
    const list = (await call('GET', '/api/tax-integrations', p.owner)).json() as TaxIntegration[];
    expect(list.map((i) => i.taxSoftware).sort()).toEqual(['taxact', 'turbotax']);
  });

  it('refuses the same software and year twice with 409', async () => {
    const res = await call('POST', '/api/tax-integrations', p.owner, {
      taxSoftware: 'turbotax',
      taxYear: finishedYear,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(`TurboTax is already connected for ${finishedYear}`);
  });

  it('connects for someone else only as an admin: another person gets 404, strangers 401', async () => {
    const body = { userId: p.owner.userId, taxSoftware: 'hrblock', taxYear: finishedYear };
    expect((await call('POST', '/api/tax-integrations', p.other, body)).statusCode).toBe(404);
    expect((await call('POST', '/api/tax-integrations', null, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/tax-integrations', p.admin, body)).statusCode).toBe(201);
    expect((await call('GET', '/api/tax-integrations', p.other)).json()).toEqual([]);
  });

  it('takes the year as a select sends it, the string "2024", as the spec’s client may', async () => {
    const res = await call('POST', '/api/tax-integrations', p.owner, {
      userId: p.owner.userId,
      taxSoftware: 'creditkarma',
      taxYear: String(finishedYear),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ taxSoftware: 'creditkarma', taxYear: finishedYear });
  });

  it('names every missing field', async () => {
    const res = await call('POST', '/api/tax-integrations', p.owner, {});
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
    const res = await call('POST', '/api/tax-integrations', p.owner, {
      taxSoftware: 'freetaxusa',
      taxYear: finishedYear,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual([`body.${Object.keys(change)[0]}`]);
    expect(res.body).toMatch(message);
  });
});
