import type { LoanAssessment, LoanProfile, SavedLoanProfile } from '@app/contracts/loan-readiness.contract';
import { describe, expect, it } from 'vitest';
import { consumerToolPeople } from '../../../test/factories/consumer-tool-people';
import { aBetaTestersFiles } from '../../../test/factories/credit-files';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { detailFields, requestsAs } from '../../../test/route-requests';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

const profile: LoanProfile = {
  annualIncome: 72_000_00,
  monthlyIncome: 6_000_00,
  monthlyDebtPayments: 1_200_00,
  savingsAmount: 9_000_00,
  checkingAmount: 2_000_00,
  investmentAmount: 0,
  otherAssetsValue: 0,
  monthlyRentMortgage: 1_100_00,
  employmentStatus: 'EMPLOYED',
  employmentLength: 18,
  jobTitle: 'Analyst',
  employer: 'Acme',
  hasOtherAssets: false,
  housingStatus: 'RENT',
  creditScore: 705,
  loanAmount: 30_000_00,
  downPayment: 3_000_00,
  loanType: 'AUTO',
};

const appFor = useFileTestApps({}, { seed: false });
// Shared by the describes: the owner's assessments follow the profile saved before them.
const people = useSharedRows(appFor, (t) => consumerToolPeople(t, aBetaTestersFiles));

function setup(kind: DatabaseKind) {
  const { t, rows: p } = people(kind);
  return { t, p, call: requestsAs(t), fields: detailFields };
}

describe.each(testDatabaseKinds())('GET /api/loan-readiness/profile on %s', (kind) => {
  const { p, call } = setup(kind);

  it('starts from the spec defaults, with the score of the person’s report or 650', async () => {
    const fresh = (await call('GET', '/api/loan-readiness/profile', p.owner)).json() as SavedLoanProfile;
    expect(fresh.savedAt).toBeNull();
    expect(fresh.profile).toMatchObject({
      employmentStatus: 'EMPLOYED',
      housingStatus: 'RENT',
      loanType: 'MORTGAGE',
      creditScore: 650,
      loanAmount: 0,
    });
    const seeded = (await call('GET', '/api/loan-readiness/profile', p.beta)).json() as SavedLoanProfile;
    const report = (await call('GET', '/api/credit-reports', p.beta)).json() as {
      creditScore: number;
    } | null;
    expect(seeded.profile.creditScore).toBe(report?.creditScore ?? 650);
  });
});

describe.each(testDatabaseKinds())('POST /api/loan-readiness/profile on %s', (kind) => {
  const { t, p, call, fields } = setup(kind);

  it('saves the profile in cents for its owner; others get 404, strangers 401', async () => {
    const saved = await call('POST', '/api/loan-readiness/profile', p.owner, profile);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as SavedLoanProfile).profile).toEqual(profile);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/loan-readiness/profile?userId=${p.owner.userId}` },
      { owner: p.owner, other: p.other, admin: p.admin },
    );
    expect((await call('POST', '/api/loan-readiness/profile', null, profile)).statusCode).toBe(401);
  });

  it.each([
    ['a score under 300', { creditScore: 299 }, ['body.creditScore']],
    ['a score over 850', { creditScore: 851 }, ['body.creditScore']],
    ['negative money', { savingsAmount: -1 }, ['body.savingsAmount']],
    ['absurd money', { annualIncome: 10_000_000_01 }, ['body.annualIncome']],
    ['an unknown loan type', { loanType: 'YACHT' }, ['body.loanType']],
  ])('refuses %s naming the field', async (_, change, expected) => {
    const res = await call('POST', '/api/loan-readiness/profile', p.owner, { ...profile, ...change });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(expected);
  });

  it('names every missing field', async () => {
    const res = await call('POST', '/api/loan-readiness/profile', p.owner, {});
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toHaveLength(Object.keys(profile).length);
  });
});

describe.each(testDatabaseKinds())('POST /api/loan-readiness/assess on %s', (kind) => {
  const { t, p, call, fields } = setup(kind);

  it('refuses an assessment with a loan amount of 0', async () => {
    const res = await call('POST', '/api/loan-readiness/assess', p.owner, { ...profile, loanAmount: 0 });
    expect(res.statusCode).toBe(400);
    expect(fields(res.body)).toEqual(['body.loanAmount']);
  });

  it('assesses by the documented formula, keeps it, and lists it for its owner only', async () => {
    const res = await call('POST', '/api/loan-readiness/assess', p.owner, profile);
    expect(res.statusCode).toBe(201);
    const a = res.json() as LoanAssessment;
    // DTI 20% → 30; 705 GOOD → 22; 10% down → 10; employed 18 months → 10; $11,000 ÷ $2,300 = 4.7 months → 7.
    expect(a).toMatchObject({
      debtToIncomeRatio: 20,
      readinessScore: 79,
      approvalProbability: 75,
      loanType: 'AUTO',
    });
    expect(a.estimatedRateRange).toEqual({ low: 700, high: 1000 });
    const list = (await call('GET', '/api/loan-readiness/assessments', p.owner)).json() as LoanAssessment[];
    expect(list.map((x) => x.id)).toEqual([a.id]);
    expect((await call('GET', '/api/loan-readiness/assessments', p.other)).json()).toEqual([]);
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/loan-readiness/assessments?userId=${p.owner.userId}` },
      { owner: p.owner, other: p.other, admin: p.admin },
    );
    expect((await call('POST', '/api/loan-readiness/assess', null, profile)).statusCode).toBe(401);
  });
});
