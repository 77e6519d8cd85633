import { z } from 'zod';
import { bureau } from './bureau-enum';
import { bodyUserId } from './common/params';
import { personParagraph } from './common/person-text';
import { creditIssueType } from './credit-issues.contract';

/** An identity theft case's status; a case whose signals are all withdrawn is CLOSED and not shown. */
export const theftCaseStatuses = ['ACTIVE', 'CLOSED'] as const;
export type TheftCaseStatus = (typeof theftCaseStatuses)[number];

/** Recovery step priority, IMMEDIATE included. */
export const recoveryPriorities = ['IMMEDIATE', 'HIGH', 'MEDIUM'] as const;
export type RecoveryPriority = (typeof recoveryPriorities)[number];

/** What the person says about their file: an item is not theirs, an address is not theirs, a fraud statement is on it. */
export const theftSignalKinds = ['ACCOUNT', 'INQUIRY', 'ADDRESS', 'FRAUD_STATEMENT'] as const;
export type TheftSignalKind = (typeof theftSignalKinds)[number];

export const recoveryStepKinds = [
  'FTC_REPORT',
  'POLICE_REPORT',
  'FRAUD_ALERT',
  'BLOCK_LETTER',
  'CLOSE_ACCOUNT',
] as const;
export type RecoveryStepKind = (typeof recoveryStepKinds)[number];

export const identityTheftLimits = { signalText: 300, policeReportNumber: 40 } as const;

export const identityTheftMessages = {
  noTheft: 'No Identity Theft Detected',
  scanned: 'Scan complete',
  stepDone: 'This step is already completed',
  ftcFirst: 'File your FTC identity theft report first: the police and the bureaus ask for it',
  itemGone: 'That item is not on your imported credit file',
  alreadyMarked: 'You already marked this item',
  textRequired: 'Describe what you see on your report',
  policeNumberRequired: 'Enter the police report number',
} as const;

/** A tradeline or inquiry from the person's file, as it was when they marked it. */
export const theftItem = z.object({
  key: z.string(),
  kind: z.enum(['ACCOUNT', 'INQUIRY']),
  creditor: z.string(),
  /** Last 4 digits only, or null when the report gives none. */
  accountNumber: z.string().nullable(),
  /** yyyy-mm-dd: when the account was opened or the inquiry made; null when unknown. */
  openedDate: z.iso.date().nullable(),
  description: z.string(),
  bureaus: z.array(bureau),
  /** How the §605B letter engine names the item; null for an account in good standing, which it cannot describe. */
  issueType: creditIssueType.nullable(),
});
export type TheftItem = z.infer<typeof theftItem>;

/** One item of the person's file the scan can read, with whether they marked it as not theirs. */
export const fileItem = theftItem.extend({ notMine: z.boolean(), signalId: z.number().int().nullable() });
export type FileItem = z.infer<typeof fileItem>;

export const theftSignal = z.object({
  id: z.number().int(),
  kind: z.enum(theftSignalKinds),
  /** The item's key for ACCOUNT and INQUIRY; null for the others. */
  itemKey: z.string().nullable(),
  /** The address or statement as the person copied it from their report; the item's name otherwise. */
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type TheftSignal = z.infer<typeof theftSignal>;

export const fraudulentAccount = theftItem.extend({ suspiciousFactors: z.array(z.string()) });
export type FraudulentAccount = z.infer<typeof fraudulentAccount>;

export const suspiciousPattern = z.object({
  title: z.string(),
  detail: z.string(),
  severity: z.enum(['HIGH', 'MEDIUM']),
});
export type SuspiciousPattern = z.infer<typeof suspiciousPattern>;

/** Where to place a fraud alert or freeze: the bureau's public consumer contacts. */
export const bureauContact = z.object({
  bureau,
  name: z.string(),
  phone: z.string(),
  website: z.url(),
});

export const recoveryLetter = z.object({ bureau, letter: z.string() });
export type RecoveryLetter = z.infer<typeof recoveryLetter>;

export const recoveryStep = z.object({
  id: z.number().int(),
  kind: z.enum(recoveryStepKinds),
  action: z.string(),
  description: z.string(),
  priority: z.enum(recoveryPriorities),
  completed: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  estimatedTime: z.string(),
  /** The official place to do it (IdentityTheft.gov, a bureau's page). */
  link: z.object({ label: z.string(), url: z.url() }).nullable(),
  contact: bureauContact.nullable(),
  /** The fraudulent item a block-letter or close-account step is about. */
  itemKey: z.string().nullable(),
  /** §605B block letters written when the step was completed, one per reporting bureau. */
  letters: z.array(recoveryLetter),
  /** A step that must be done first, or null when it can be done now. */
  waitsFor: z.enum(recoveryStepKinds).nullable(),
});
export type RecoveryStep = z.infer<typeof recoveryStep>;

export const identityTheftCase = z.object({
  id: z.number().int(),
  status: z.enum(theftCaseStatuses),
  /** 0–100: an estimate from the signals the person gave (formula in identity-theft.ts). */
  aiDetectionConfidence: z.number().int(),
  /** Percent of recovery steps completed. */
  recoveryProgress: z.number().int(),
  /** An estimate: today plus the typical time of each step not yet done. */
  estimatedCompletionDate: z.iso.date(),
  fraudulentAccounts: z.array(fraudulentAccount),
  suspiciousPatterns: z.array(suspiciousPattern),
  recoverySteps: z.array(recoveryStep),
  policeReportNumber: z.string().nullable(),
  openedAt: z.iso.datetime(),
  scannedAt: z.iso.datetime(),
});
export type IdentityTheftCase = z.infer<typeof identityTheftCase>;

/** GET /api/identity-theft-scan/{userId}: the ACTIVE case or null, and what the scan reads. */
export const identityTheftScan = z.object({
  case: identityTheftCase.nullable(),
  fileItems: z.array(fileItem),
  signals: z.array(theftSignal),
  lastScannedAt: z.iso.datetime().nullable(),
  /** False when nothing is imported: the person can still record an address or a statement. */
  hasCreditFile: z.boolean(),
});
export type IdentityTheftScan = z.infer<typeof identityTheftScan>;

/** Clients send userId; the signed-in person's id stands in, an admin may name a client. */
export const runTheftScanRequest = z.object({ userId: bodyUserId }).strict();
export type RunTheftScanRequest = z.infer<typeof runTheftScanRequest>;

export const completeRecoveryStepRequest = z
  .object({
    stepId: z.number().int().positive(),
    policeReportNumber: z
      .string()
      .trim()
      .min(1, identityTheftMessages.policeNumberRequired)
      .max(identityTheftLimits.policeReportNumber)
      .optional(),
  })
  .strict();
export type CompleteRecoveryStepRequest = z.infer<typeof completeRecoveryStepRequest>;
export const caseIdParams = z
  .object({ caseId: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

/** Marks an item as not the person's, or records an address or a fraud statement they see on their report. */
export const recordTheftSignalRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['ACCOUNT', 'INQUIRY']), itemKey: z.string().min(1).max(200) }).strict(),
  z
    .object({
      kind: z.enum(['ADDRESS', 'FRAUD_STATEMENT']),
      text: personParagraph(
        z.string().trim().min(1, identityTheftMessages.textRequired).max(identityTheftLimits.signalText),
        'The text',
      ),
    })
    .strict(),
]);
export type RecordTheftSignalRequest = z.infer<typeof recordTheftSignalRequest>;
