import { z } from 'zod';
import { personLine } from './common/person-text';

export const loanTypes = ['FEDERAL', 'PRIVATE'] as const;
export const loanType = z.enum(loanTypes);
export type LoanType = z.infer<typeof loanType>;
export const loanTypeLabels: Record<LoanType, string> = { FEDERAL: 'Federal', PRIVATE: 'Private' };

export const loanStatuses = ['ACTIVE', 'DEFERMENT', 'FORBEARANCE', 'PAID_OFF'] as const;
export type LoanStatus = (typeof loanStatuses)[number];
export const loanStatusLabels: Record<LoanStatus, string> = {
  ACTIVE: 'In repayment',
  DEFERMENT: 'In deferment',
  FORBEARANCE: 'In forbearance',
  PAID_OFF: 'Paid off',
};

export const negotiationTypes = [
  'PAYMENT_REDUCTION',
  'FORGIVENESS',
  'CONSOLIDATION',
  'PAYMENT_PLAN',
] as const;
export const negotiationType = z.enum(negotiationTypes);
export type NegotiationType = z.infer<typeof negotiationType>;
export const negotiationTypeLabels: Record<NegotiationType, string> = {
  PAYMENT_REDUCTION: 'Payment Reduction',
  FORGIVENESS: 'Forgiveness',
  CONSOLIDATION: 'Consolidation',
  PAYMENT_PLAN: 'Payment Plan',
};
export const negotiationStatuses = ['IN_PROGRESS', 'COMPLETED'] as const;
export type NegotiationStatus = (typeof negotiationStatuses)[number];
export const negotiationStatusLabels: Record<NegotiationStatus, string> = {
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
};

/** The student loan form's validation and error messages, written once for the form and the server. */
export const studentLoanMessages = {
  servicerRequired: 'Servicer name is required',
  balanceRequired: 'Balance is required',
  rateRequired: 'Interest rate is required',
  paymentRequired: 'Monthly payment is required',
  planRequired: 'Repayment plan is required',
  notNegative: 'Must not be negative',
  rateTooHigh: 'Interest rate must be 100 or less',
  added: 'Your loan has been added successfully.',
  addFailed: 'Failed to add student loan. Please try again.',
  negotiationStarted: "We've initiated your loan negotiation process.",
  negotiationCompleted: 'Negotiation completed',
  alreadyCompleted: 'This negotiation is already completed',
  outcomeRequired: 'Describe the outcome',
  incomeRequired: 'Annual income is required',
} as const;

export const studentLoanLimits = { servicer: 120, plan: 80, outcome: 1000, maxAmount: 10_000_000 } as const;

/** A required number: missing or not a number gets the field's own message. */
const requiredAmount = (required: string) =>
  z.number({ error: required }).min(0, studentLoanMessages.notNegative).max(studentLoanLimits.maxAmount);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

export const createStudentLoanRequest = z
  .object({
    servicerName: personLine(
      z
        .string({ error: studentLoanMessages.servicerRequired })
        .trim()
        .min(1, studentLoanMessages.servicerRequired)
        .max(studentLoanLimits.servicer),
      'The servicer name',
    ),
    loanBalance: requiredAmount(studentLoanMessages.balanceRequired),
    interestRate: z
      .number({ error: studentLoanMessages.rateRequired })
      .min(0, studentLoanMessages.notNegative)
      .max(100, studentLoanMessages.rateTooHigh),
    monthlyPayment: requiredAmount(studentLoanMessages.paymentRequired),
    repaymentPlan: z
      .string({ error: studentLoanMessages.planRequired })
      .trim()
      .min(1, studentLoanMessages.planRequired)
      .max(studentLoanLimits.plan),
    loanType: loanType.default('FEDERAL'),
    originalBalance: z.number().positive().max(studentLoanLimits.maxAmount).optional(),
    graduationDate: isoDay.optional(),
  })
  .strict();
export type CreateStudentLoanRequest = z.input<typeof createStudentLoanRequest>;

/** Numeric values come back as decimal strings. */
export const studentLoan = z.object({
  id: z.number().int(),
  servicerName: z.string(),
  loanBalance: z.string(),
  interestRate: z.string(),
  monthlyPayment: z.string(),
  repaymentPlan: z.string(),
  loanType,
  originalBalance: z.string().nullable(),
  graduationDate: z.string().nullable(),
  status: z.enum(loanStatuses),
  createdAt: z.string(),
});
export type StudentLoan = z.infer<typeof studentLoan>;
export const studentLoanList = z.array(studentLoan);

export const createLoanNegotiationRequest = z
  .object({ loanId: z.number().int().positive(), negotiationType })
  .strict();
export type CreateLoanNegotiationRequest = z.infer<typeof createLoanNegotiationRequest>;

/** The person records what the servicer agreed: the outcome and the monthly savings. */
export const completeLoanNegotiationRequest = z
  .object({
    status: z.literal('COMPLETED'),
    outcome: z
      .string({ error: studentLoanMessages.outcomeRequired })
      .trim()
      .min(1, studentLoanMessages.outcomeRequired)
      .max(studentLoanLimits.outcome),
    savingsAchieved: z.number().min(0, studentLoanMessages.notNegative).max(100_000),
  })
  .strict();
export type CompleteLoanNegotiationRequest = z.infer<typeof completeLoanNegotiationRequest>;

export const loanNegotiation = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  servicerName: z.string(),
  negotiationType,
  status: z.enum(negotiationStatuses),
  outcome: z.string().nullable(),
  savingsAchieved: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type LoanNegotiation = z.infer<typeof loanNegotiation>;
export const loanNegotiationList = z.array(loanNegotiation);

export const loanDocumentKinds = [
  'HARDSHIP_LETTER',
  'FORGIVENESS_REVIEW_REQUEST',
  'IDR_REQUEST',
  'PSLF_EMPLOYMENT_CERTIFICATION',
  'CONSOLIDATION_CHECKLIST',
] as const;
export const loanDocumentKind = z.enum(loanDocumentKinds);
export type LoanDocumentKind = z.infer<typeof loanDocumentKind>;
export const loanDocumentKindLabels: Record<LoanDocumentKind, string> = {
  HARDSHIP_LETTER: 'Hardship letter',
  FORGIVENESS_REVIEW_REQUEST: 'Forgiveness review request',
  IDR_REQUEST: 'Income-driven repayment request cover letter',
  PSLF_EMPLOYMENT_CERTIFICATION: 'PSLF employment certification cover letter',
  CONSOLIDATION_CHECKLIST: 'Consolidation checklist',
};

/** A document made from a tip; those of negotiations are made when the negotiation starts. */
export const createLoanDocumentRequest = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('IDR_REQUEST'),
      annualIncome: z.number({ error: studentLoanMessages.incomeRequired }).min(0).max(10_000_000),
      householdSize: z.number().int().min(1).max(20),
    })
    .strict(),
  z
    .object({
      kind: z.literal('PSLF_EMPLOYMENT_CERTIFICATION'),
      employerName: z.string().trim().min(1, 'Employer name is required').max(160),
    })
    .strict(),
  z.object({ kind: z.literal('CONSOLIDATION_CHECKLIST') }).strict(),
]);
export type CreateLoanDocumentRequest = z.infer<typeof createLoanDocumentRequest>;

export const loanDocument = z.object({
  id: z.number().int(),
  kind: loanDocumentKind,
  title: z.string(),
  loanId: z.number().int().nullable(),
  negotiationId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type LoanDocument = z.infer<typeof loanDocument>;
export const loanDocumentList = z.array(loanDocument);
