import type { EmploymentRecord } from '@app/contracts/employment.contract';
import { describe, expect, it } from 'vitest';
import { consumerToolPeople } from '../../../test/factories/consumer-tool-people';
import { twoJobsAndATaxReturn } from '../../../test/factories/credit-files';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { detailFields, requestsAs } from '../../../test/route-requests';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

const job = {
  employer: 'Acme Logistics',
  jobTitle: 'Dispatcher',
  employmentType: 'FULL_TIME',
  startDate: '2019-04-01',
  endDate: null,
  verificationMethod: 'TAX_RETURN',
  annualSalary: 52_000_00,
};

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: the owner's list grows from one to the next.
const people = useSharedRows(appFor, (t) => consumerToolPeople(t, twoJobsAndATaxReturn));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  return { t, p, call: requestsAs(t), fields: detailFields };
}

describe.each(testDatabaseKinds())('GET /api/employment-verifications/{userId} on %s', (kind) => {
  const { t, p, call } = setup(kind);

  it('shows the beta tester’s two demo jobs, the current one first', async () => {
    const res = await call('GET', `/api/employment-verifications/${p.beta.userId}`, p.beta);
    const jobs = res.json() as EmploymentRecord[];
    expect(jobs.map((j) => [j.employer, j.endDate === null])).toEqual([
      ['Riverside Clinic', true],
      ['Lakeside Urgent Care', false],
    ]);
    expect(jobs.every((j) => j.hrSystemConnection === null)).toBe(true);
  });

  it('lets only the owner and admins read the history; strangers get 401', async () => {
    for (const url of [
      `/api/employment-verifications/${p.owner.userId}`,
      `/api/employment-verifications?userId=${p.owner.userId}`,
    ]) {
      await expectOwnerOnly(
        t.app,
        { method: 'GET', url },
        { owner: p.owner, other: p.other, admin: p.admin },
      );
    }
  });
});

describe.each(testDatabaseKinds())('POST /api/employment-verifications on %s', (kind) => {
  const { p, call, fields } = setup(kind);

  it('adds a job for its owner, not verified yet, and lists it', async () => {
    const res = await call('POST', '/api/employment-verifications', p.owner, job);
    expect(res.statusCode).toBe(201);
    const added = res.json() as EmploymentRecord;
    expect(added).toMatchObject({ ...job, verificationStatus: 'PENDING', lastVerified: null });
    expect(added.statusReason).toMatch(/needs a tax provider/);
    const list = (await call('GET', '/api/employment-verifications', p.owner)).json() as EmploymentRecord[];
    expect(list.map((j) => j.id)).toEqual([added.id]);
  });

  it('adds for someone else only as an admin: another person gets 404, strangers 401', async () => {
    const forOwner = { ...job, userId: p.owner.userId, employer: 'Second Job Inc' };
    expect((await call('POST', '/api/employment-verifications', p.other, forOwner)).statusCode).toBe(404);
    expect((await call('POST', '/api/employment-verifications', null, job)).statusCode).toBe(401);
    const byAdmin = await call('POST', '/api/employment-verifications', p.admin, forOwner);
    expect(byAdmin.statusCode).toBe(201);
    const list = (await call('GET', '/api/employment-verifications', p.owner)).json() as EmploymentRecord[];
    expect(list.map((j) => j.employer)).toContain('Second Job Inc');
    const others = (await call('GET', '/api/employment-verifications', p.other)).json() as EmploymentRecord[];
    expect(others).toEqual([]);
  });

  it('takes an empty end date, as a date field sends it, for a job still held', async () => {
    const res = await call('POST', '/api/employment-verifications', p.owner, {
      ...job,
      employer: 'Evening Job LLC',
      endDate: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ employer: 'Evening Job LLC', endDate: null });
  });

  it('names every missing field', async () => {
    const res = await call('POST', '/api/employment-verifications', p.owner, {});
    expect(res.statusCode).toBe(400);
    expect(fields(res.body).sort()).toEqual(
      [
        'body.annualSalary',
        'body.employer',
        'body.employmentType',
        'body.jobTitle',
        'body.startDate',
        'body.verificationMethod',
      ].sort(),
    );
  });

  it.each([
    ['a blank employer', { employer: '   ' }, ['body.employer'], /Employer is required/],
    ['a start date in the future', { startDate: '2999-01-01' }, ['body.startDate'], /future/],
    ['a start date before 1940', { startDate: '1939-12-31' }, ['body.startDate'], /1940/],
    ['a date that does not exist', { startDate: '2021-02-30' }, ['body.startDate'], /yyyy-mm-dd/],
    ['an end before the start', { endDate: '2019-03-31' }, ['body.endDate'], /before the start/],
    ['an end date in the future', { endDate: '2999-01-01' }, ['body.endDate'], /future/],
    ['a negative salary', { annualSalary: -1 }, ['body.annualSalary'], /\$0/],
    ['an absurd salary', { annualSalary: 10_000_000_01 }, ['body.annualSalary'], /\$10,000,000/],
    ['an unknown method', { verificationMethod: 'PSYCHIC' }, ['body.verificationMethod'], /verify/],
  ])('refuses %s naming the field', async (_, change, expected, message) => {
    const res = await call('POST', '/api/employment-verifications', p.owner, { ...job, ...change });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(expected);
    expect(res.body).toMatch(message);
  });
});
