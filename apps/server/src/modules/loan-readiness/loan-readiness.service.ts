import { assessLoanReadiness } from '@app/contracts/loan-readiness';
import {
  defaultLoanScore,
  type LoanAssessment,
  type LoanProfile,
  type SavedLoanProfile,
} from '@app/contracts/loan-readiness.contract';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { LoanAssessmentRow, LoanReadinessRepository } from './loan-readiness.repository';

const toAssessment = (r: LoanAssessmentRow): LoanAssessment => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  ...r.result,
});

/** A new loan profile starts EMPLOYED, renting, seeking a mortgage, with no money figures, and the score the person's latest report shows (650 when none has one). */
const blankProfile = (creditScore: number): LoanProfile => ({
  annualIncome: 0,
  monthlyIncome: 0,
  monthlyDebtPayments: 0,
  savingsAmount: 0,
  checkingAmount: 0,
  investmentAmount: 0,
  otherAssetsValue: 0,
  monthlyRentMortgage: 0,
  employmentStatus: 'EMPLOYED',
  employmentLength: 0,
  jobTitle: '',
  employer: '',
  hasOtherAssets: false,
  housingStatus: 'RENT',
  creditScore,
  loanAmount: 0,
  downPayment: 0,
  loanType: 'MORTGAGE',
});

export function createLoanReadinessService(deps: {
  repo: LoanReadinessRepository;
  reports: Pick<CreditReportsService, 'latest'>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async profile(userId: number): Promise<SavedLoanProfile> {
      const row = await repo.findProfile(userId);
      if (row) return { profile: row.profile, savedAt: row.savedAt.toISOString() };
      const score = (await deps.reports.latest(userId))?.creditScore ?? defaultLoanScore;
      return { profile: blankProfile(score), savedAt: null };
    },
    async saveProfile(userId: number, profile: LoanProfile): Promise<SavedLoanProfile> {
      const row = await repo.saveProfile(userId, profile, now());
      return { profile: row.profile, savedAt: row.savedAt.toISOString() };
    },
    /** Saves the figures it was run on, so the profile and its newest assessment agree. */
    async assess(userId: number, profile: LoanProfile): Promise<LoanAssessment> {
      const at = now();
      await repo.saveProfile(userId, profile, at);
      return toAssessment(await repo.insertAssessment(userId, assessLoanReadiness(profile), at));
    },
    async assessments(userId: number) {
      return (await repo.assessmentsOf(userId)).map(toAssessment);
    },
  };
}
export type LoanReadinessService = ReturnType<typeof createLoanReadinessService>;
