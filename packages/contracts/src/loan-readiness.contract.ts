import { z } from 'zod';
import { formDollars, moneyCents } from './common/cents';
import { bodyUserId } from './common/params';
import { priority } from './common/priority';
import { maxScore, minScore } from './score';

export const employmentStatuses = [
  'EMPLOYED',
  'SELF_EMPLOYED',
  'CONTRACTOR',
  'RETIRED',
  'UNEMPLOYED',
] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];
export const employmentStatusLabels: Record<EmploymentStatus, string> = {
  EMPLOYED: 'Employed',
  SELF_EMPLOYED: 'Self-employed',
  CONTRACTOR: 'Contractor',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Unemployed',
};
export const housingStatuses = ['RENT', 'OWN', 'LIVE_WITH_FAMILY', 'OTHER'] as const;
export type HousingStatus = (typeof housingStatuses)[number];
export const housingStatusLabels: Record<HousingStatus, string> = {
  RENT: 'Rent',
  OWN: 'Own',
  LIVE_WITH_FAMILY: 'Live with family',
  OTHER: 'Other',
};
export const loanTypes = ['MORTGAGE', 'AUTO', 'PERSONAL', 'BUSINESS'] as const;
export type LoanType = (typeof loanTypes)[number];
export const loanTypeLabels: Record<LoanType, string> = {
  MORTGAGE: 'Mortgage',
  AUTO: 'Auto loan',
  PERSONAL: 'Personal loan',
  BUSINESS: 'Business loan',
};

/** The score input falls back to 650. */
export const defaultLoanScore = 650;

export const loanMessages = {
  score: `Credit score must be from ${minScore} to ${maxScore}`,
  months: 'Employment length must be from 0 to 720 months',
  loanAmount: 'Enter a loan amount to run an assessment',
  saved: 'Profile Updated',
  saveFailed: 'Failed to save profile. Please try again.',
  assessed: 'Assessment Complete',
  assessFailed: 'Failed to generate assessment. Please try again.',
} as const;

export const loanProfile = z
  .object({
    annualIncome: moneyCents,
    monthlyIncome: moneyCents,
    monthlyDebtPayments: moneyCents,
    savingsAmount: moneyCents,
    checkingAmount: moneyCents,
    investmentAmount: moneyCents,
    otherAssetsValue: moneyCents,
    monthlyRentMortgage: moneyCents,
    employmentStatus: z.enum(employmentStatuses),
    employmentLength: z
      .number({ error: loanMessages.months })
      .int(loanMessages.months)
      .min(0, loanMessages.months)
      .max(720, loanMessages.months),
    jobTitle: z.string().trim().max(100),
    employer: z.string().trim().max(100),
    hasOtherAssets: z.boolean(),
    housingStatus: z.enum(housingStatuses),
    creditScore: z
      .number({ error: loanMessages.score })
      .int(loanMessages.score)
      .min(minScore, loanMessages.score)
      .max(maxScore, loanMessages.score),
    loanAmount: moneyCents,
    downPayment: moneyCents,
    loanType: z.enum(loanTypes),
  })
  .strict();
export type LoanProfile = z.infer<typeof loanProfile>;

/** POST /api/loan-readiness/profile: the profile, with the optional userId clients send beside it. */
export const saveLoanProfileRequest = loanProfile.extend({ userId: bodyUserId });
export type SaveLoanProfileRequest = z.infer<typeof saveLoanProfileRequest>;

/** POST /api/loan-readiness/assess: the same body; an assessment needs a loan amount. */
export const assessLoanRequest = saveLoanProfileRequest.refine((p) => p.loanAmount > 0, {
  message: loanMessages.loanAmount,
  path: ['loanAmount'],
});

export const savedLoanProfile = z.object({
  profile: loanProfile,
  /** Null until the person saves; the figures are then defaults and the score is the report's. */
  savedAt: z.iso.datetime().nullable(),
});
export type SavedLoanProfile = z.infer<typeof savedLoanProfile>;

export const readinessFactor = z.object({
  factor: z.string(),
  points: z.number().int(),
  maxPoints: z.number().int(),
  detail: z.string(),
});
export type ReadinessFactor = z.infer<typeof readinessFactor>;

export const recommendedLoanAction = z.object({
  action: z.string(),
  priority,
  timeframe: z.string(),
  impact: z.string(),
});

export const loanAssessment = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  loanType: z.enum(loanTypes),
  /** Cents. */
  loanAmount: z.number().int(),
  readinessScore: z.number().int(),
  approvalProbability: z.number().int(),
  /** Percent with one decimal; null without income. */
  debtToIncomeRatio: z.number().nullable(),
  /** Hundredths of a percent: the middle of the band. */
  estimatedInterestRate: z.number().int(),
  estimatedRateRange: z.object({ low: z.number().int(), high: z.number().int() }),
  factors: z.array(readinessFactor),
  aiInsights: z.object({
    summary: z.string(),
    strengths: z.array(z.string()),
    concerns: z.array(z.string()),
    recommendedActions: z.array(recommendedLoanAction),
    timelineToQualification: z.string(),
    nextSteps: z.array(z.string()),
  }),
});
export type LoanAssessment = z.infer<typeof loanAssessment>;
export type LoanAssessmentResult = Omit<LoanAssessment, 'id' | 'createdAt'>;

/** The money fields, typed as whole dollars in the form and sent as cents. */
export const loanMoneyFields = [
  'annualIncome',
  'monthlyIncome',
  'monthlyDebtPayments',
  'savingsAmount',
  'checkingAmount',
  'investmentAmount',
  'otherAssetsValue',
  'monthlyRentMortgage',
  'loanAmount',
  'downPayment',
] as const;

/** The Financial Profile form as typed: dollars, empty is 0; an emptied score is 650. */
export const loanProfileForm = loanProfile.extend({
  ...Object.fromEntries(loanMoneyFields.map((f) => [f, formDollars])),
  creditScore: z.union([z.literal(''), loanProfile.shape.creditScore]),
  employmentLength: z.union([z.literal(''), loanProfile.shape.employmentLength]),
} as Record<(typeof loanMoneyFields)[number], typeof formDollars> & {
  creditScore: z.ZodUnion<[z.ZodLiteral<''>, typeof loanProfile.shape.creditScore]>;
  employmentLength: z.ZodUnion<[z.ZodLiteral<''>, typeof loanProfile.shape.employmentLength]>;
});
export type LoanProfileFormValues = z.input<typeof loanProfileForm>;
