import { z } from 'zod';
import { bureau } from './bureau-enum';
import { aiEngines } from './common/engines';
import { personLine } from './common/person-text';
import { type CreditIssueType, creditIssueType } from './credit-issues.contract';
import {
  bankruptcyReportingYears,
  type FindingKind,
  type IssueFinding,
  reportingYears,
} from './report-findings';

/** The letters professionals send, each with its legal footing. */
export const disputeLetterTypes = [
  'BUREAU_DISPUTE', // FCRA 611: to the bureau
  'DEBT_VALIDATION', // FDCPA 809(b): to a debt collector
  'METHOD_OF_VERIFICATION', // FCRA 611(a)(7): to the bureau after a "verified" answer
  'FURNISHER_DIRECT', // FCRA 623(a)(8): to the creditor that reports the item
  'GOODWILL', // a request, not a dispute: paid late payment
  'IDENTITY_THEFT_BLOCK', // FCRA 605B: to the bureau, with an identity theft report
  'REINSERTION_WITHOUT_NOTICE', // FCRA 611(a)(5)(B): to the bureau that put a deleted item back without notice
] as const;
export const disputeLetterType = z.enum(disputeLetterTypes);
export type DisputeLetterType = z.infer<typeof disputeLetterType>;

export const disputeLetterTypeLabels: Record<DisputeLetterType, string> = {
  BUREAU_DISPUTE: 'Dispute to the credit bureau (FCRA §611)',
  DEBT_VALIDATION: 'Debt validation request to the collector (FDCPA §809)',
  METHOD_OF_VERIFICATION: 'Method of verification request (FCRA §611(a)(7))',
  FURNISHER_DIRECT: 'Direct dispute to the creditor (FCRA §623)',
  GOODWILL: 'Goodwill adjustment request',
  IDENTITY_THEFT_BLOCK: 'Identity theft block (FCRA §605B)',
  REINSERTION_WITHOUT_NOTICE: 'Reinserted without notice (FCRA §611(a)(5)(B))',
};

/** Letter types addressed to the bureau; the others go to the creditor or collector. */
export const bureauAddressedLetterTypes: readonly DisputeLetterType[] = [
  'BUREAU_DISPUTE',
  'METHOD_OF_VERIFICATION',
  'IDENTITY_THEFT_BLOCK',
  'REINSERTION_WITHOUT_NOTICE',
];

export const disputeReasons = [
  'NOT_MINE',
  'INACCURATE_BALANCE',
  'INACCURATE_STATUS',
  'LATE_PAYMENT_ERROR',
  'OBSOLETE',
  'NO_PERMISSIBLE_PURPOSE',
  'IDENTITY_THEFT',
  'PAID_NOT_UPDATED',
  'UNVERIFIABLE',
] as const;
export const disputeReason = z.enum(disputeReasons);
export type DisputeReason = z.infer<typeof disputeReason>;

export const disputeReasonLabels: Record<DisputeReason, string> = {
  NOT_MINE: 'This account is not mine',
  INACCURATE_BALANCE: 'The balance or amount is wrong',
  INACCURATE_STATUS: 'The account status is wrong',
  LATE_PAYMENT_ERROR: 'I did not pay late when it says I did',
  OBSOLETE: 'It is older than the 7 years the law allows (FCRA §605)',
  NO_PERMISSIBLE_PURPOSE: 'I did not authorize this inquiry (FCRA §604)',
  IDENTITY_THEFT: 'It results from identity theft',
  PAID_NOT_UPDATED: 'I paid it, but it is not shown as paid',
  UNVERIFIABLE: 'I do not recognise the details and want them verified',
};

/** Which reasons a person may give for each kind of item; nothing else is offered. */
export const reasonsByIssueType: Record<CreditIssueType, readonly DisputeReason[]> = {
  COLLECTION: [
    'NOT_MINE',
    'INACCURATE_BALANCE',
    'INACCURATE_STATUS',
    'OBSOLETE',
    'IDENTITY_THEFT',
    'PAID_NOT_UPDATED',
    'UNVERIFIABLE',
  ],
  CHARGE_OFF: [
    'NOT_MINE',
    'INACCURATE_BALANCE',
    'INACCURATE_STATUS',
    'OBSOLETE',
    'IDENTITY_THEFT',
    'PAID_NOT_UPDATED',
    'UNVERIFIABLE',
  ],
  LATE_PAYMENT: ['LATE_PAYMENT_ERROR', 'NOT_MINE', 'OBSOLETE', 'IDENTITY_THEFT', 'UNVERIFIABLE'],
  INQUIRY: ['NO_PERMISSIBLE_PURPOSE', 'IDENTITY_THEFT'],
  PUBLIC_RECORD: ['NOT_MINE', 'INACCURATE_STATUS', 'OBSOLETE', 'UNVERIFIABLE'],
  REPOSSESSION: [
    'NOT_MINE',
    'INACCURATE_BALANCE',
    'INACCURATE_STATUS',
    'OBSOLETE',
    'IDENTITY_THEFT',
    'UNVERIFIABLE',
  ],
  FORECLOSURE: [
    'NOT_MINE',
    'INACCURATE_BALANCE',
    'INACCURATE_STATUS',
    'OBSOLETE',
    'IDENTITY_THEFT',
    'UNVERIFIABLE',
  ],
  BANKRUPTCY: ['NOT_MINE', 'INACCURATE_STATUS', 'OBSOLETE', 'UNVERIFIABLE'],
};

/** Which letter types fit each kind of item (a goodwill letter only for late payments, validation only for collections). */
export const letterTypesByIssueType: Record<CreditIssueType, readonly DisputeLetterType[]> = {
  COLLECTION: [
    'BUREAU_DISPUTE',
    'DEBT_VALIDATION',
    'METHOD_OF_VERIFICATION',
    'FURNISHER_DIRECT',
    'IDENTITY_THEFT_BLOCK',
  ],
  CHARGE_OFF: ['BUREAU_DISPUTE', 'METHOD_OF_VERIFICATION', 'FURNISHER_DIRECT', 'IDENTITY_THEFT_BLOCK'],
  LATE_PAYMENT: [
    'BUREAU_DISPUTE',
    'METHOD_OF_VERIFICATION',
    'FURNISHER_DIRECT',
    'GOODWILL',
    'IDENTITY_THEFT_BLOCK',
  ],
  INQUIRY: ['BUREAU_DISPUTE', 'IDENTITY_THEFT_BLOCK'],
  PUBLIC_RECORD: ['BUREAU_DISPUTE', 'METHOD_OF_VERIFICATION'],
  REPOSSESSION: ['BUREAU_DISPUTE', 'METHOD_OF_VERIFICATION', 'FURNISHER_DIRECT', 'IDENTITY_THEFT_BLOCK'],
  FORECLOSURE: ['BUREAU_DISPUTE', 'METHOD_OF_VERIFICATION', 'FURNISHER_DIRECT', 'IDENTITY_THEFT_BLOCK'],
  BANKRUPTCY: ['BUREAU_DISPUTE', 'METHOD_OF_VERIFICATION'],
};

/**
 * Letters written only from the work queue's reinsertion watch, for an item the outcome ledger saw
 * come back after a deletion: they fit any kind of item, but no letter picker offers them, since the
 * fact they rest on (the reinsertion) comes from the ledger, not from the person.
 */
export const ledgerOnlyLetterTypes: readonly DisputeLetterType[] = ['REINSERTION_WITHOUT_NOTICE'];

/** Whether a letter of this type may be written about this kind of item. */
export const letterTypeFits = (issueType: CreditIssueType, letterType: DisputeLetterType) =>
  letterTypesByIssueType[issueType].includes(letterType) || ledgerOnlyLetterTypes.includes(letterType);

/** FCRA 605(a): most negative items may be reported for 7 years (bankruptcies 10). */
export const obsolescenceYears = (type: CreditIssueType) =>
  type === 'BANKRUPTCY' ? bankruptcyReportingYears : reportingYears;

/** The person's own statement and a creditor's address, as long as a letter may quote them. */
export const letterOptionLimits = { consumerStatement: 1000, recipientAddress: 300 } as const;

/**
 * POST /api/generate-dispute-letter. Clients send the item's facts
 * {issueType, description, creditor, amount, dateAdded, impact, bureau}; our web sends `issueId`
 * instead, and then the facts come from the caller's own stored item, never from the request.
 */
export const generateDisputeLetterRequest = z
  .object({
    issueId: z.number().int().positive().optional(),
    issueType: creditIssueType.optional(),
    description: z.string().trim().max(2000).optional(),
    creditor: z.string().trim().max(200).optional(),
    amount: z
      .union([z.string().trim().max(40), z.number().nonnegative()])
      .nullable()
      .optional(),
    dateAdded: z.string().max(40).nullable().optional(),
    impact: z.number().nullable().optional(),
    bureau,
    letterType: disputeLetterType.default('BUREAU_DISPUTE'),
    /** Without one, the reason that asks the bureau to verify the item is used. */
    reason: disputeReason.optional(),
    /** The person's own words about the item, quoted in the letter; optional. */
    consumerStatement: z.string().trim().max(letterOptionLimits.consumerStatement).optional(),
    /** Needed for letters to a creditor or collector: their mailing address, as the person has it. */
    recipientAddress: z.string().trim().max(letterOptionLimits.recipientAddress).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.issueId !== undefined) return;
    if (!body.issueType)
      ctx.addIssue({ code: 'custom', path: ['issueType'], message: 'Choose the kind of item' });
    if (!body.creditor) ctx.addIssue({ code: 'custom', path: ['creditor'], message: 'Enter the creditor' });
  });
export type GenerateDisputeLetterRequest = z.input<typeof generateDisputeLetterRequest>;

export const generateDisputeLetterResponse = z.object({
  letterContent: z.string(),
  letterType: disputeLetterType,
  reason: disputeReason,
  engine: z.enum(aiEngines),
});
export type GenerateDisputeLetterResponse = z.infer<typeof generateDisputeLetterResponse>;

export const disputeLetterMessages = {
  generated: 'AI dispute letter generated successfully',
  failed: 'Failed to generate dispute letter with AI',
  needsAddress: 'Add your mailing address to your profile before generating a letter',
  needsRecipient: 'Enter the mailing address of the creditor or collector for this letter',
} as const;

/**
 * Admin AI Dispute Letter Generator: POST /api/admin/generate-dispute-letter
 * {issue, clientName} -> {clientName, letter}. Only the issue's id is trusted: the letter states what
 * the stored issue says, never what the request claims. Bureau, reason and letter type may be chosen.
 */
const adminLetterIssue = z.object({
  id: z.number().int().positive(),
  title: z.string().max(300).optional(),
  creditor: z.string().max(300).optional(),
  type: z.string().max(40).optional(),
  amount: z
    .union([z.string().max(40), z.number()])
    .nullable()
    .optional(),
  impact: z.number().optional(),
  description: z.string().max(2000).optional(),
});
export const adminGenerateLetterRequest = z
  .object({
    issue: adminLetterIssue,
    clientName: personLine(z.string().trim().min(1, 'Choose the client').max(200), 'Client name'),
    bureau: bureau.optional(),
    reason: disputeReason.optional(),
    letterType: disputeLetterType.optional(),
  })
  .strict();
export type AdminGenerateLetterRequest = z.input<typeof adminGenerateLetterRequest>;

export const adminGenerateLetterResponse = z.object({
  clientName: z.string(),
  letter: z.string(),
  /** What the letter was written for, so that the admin can save it as the client's dispute. */
  issueId: z.number().int(),
  userId: z.number().int(),
  bureau,
  reason: disputeReason,
  letterType: disputeLetterType,
  engine: z.enum(aiEngines),
  /** The client has no mailing address on file: the letter carries placeholders to fill in. */
  missingAddress: z.boolean(),
});
export type AdminGenerateLetterResponse = z.infer<typeof adminGenerateLetterResponse>;

/**
 * Lines older drafts carried in place of a mailing address that was not on file. No letter is
 * written with them now; a draft that has them gets the address when it is saved.
 */
export const addressPlaceholderLines = ['[Street address]', '[City, State ZIP]'] as const;

export const adminLetterMessages = {
  selectClient: 'Select a Client First',
  noIssues: 'No credit issues found for this client.',
  generatedTitle: 'Dispute Letter Generated',
  generatedBody: 'Letter opened in new tab for printing or editing.',
  notAClient: 'This credit issue does not belong to a client',
  missingAddress:
    "This client has no mailing address on file yet. The letter is saved as a draft with their name alone; add the address on the client's page and it is written into the letter before the client approves it.",
  saved: 'Dispute saved for the client',
  savedBody: 'It waits for the client to approve the letter before it can be mailed.',
} as const;

/** The dispute reason a finding supports; a letter for the item then cites the finding's values. */
export const findingReasons: Record<FindingKind, DisputeReason> = {
  BALANCE_DIFFERS: 'INACCURATE_BALANCE',
  STATUS_DIFFERS: 'INACCURATE_STATUS',
  DATE_OPENED_DIFFERS: 'UNVERIFIABLE',
  DELINQUENCY_DATE_DIFFERS: 'UNVERIFIABLE',
  PAST_REPORTING_PERIOD: 'OBSOLETE',
  PAID_WITH_BALANCE: 'PAID_NOT_UPDATED',
  DEBT_REPORTED_TWICE: 'INACCURATE_BALANCE',
  CHARGE_OFF_BALANCE_GREW: 'INACCURATE_BALANCE',
  LATE_WHILE_CURRENT: 'LATE_PAYMENT_ERROR',
  OLD_INQUIRY: 'NO_PERMISSIBLE_PURPOSE',
};

/**
 * Default reason for an admin's draft: the reason the report's own facts support (a balance that
 * differs between bureaus, a date past the reporting period...), else the verification request,
 * which fits most items without asserting more.
 */
export function defaultReasonFor(
  type: CreditIssueType,
  findings: readonly IssueFinding[] = [],
): DisputeReason {
  const allowed = reasonsByIssueType[type];
  const fromFacts = findings.map((f) => findingReasons[f.kind]).find((r) => allowed.includes(r));
  if (fromFacts) return fromFacts;
  return allowed.includes('UNVERIFIABLE') ? 'UNVERIFIABLE' : (allowed[0] as DisputeReason);
}
