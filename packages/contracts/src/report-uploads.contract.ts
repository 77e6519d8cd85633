import { z } from 'zod';
import { bureau } from './bureau-enum';
import { base64File, fileNameField } from './common/base64-file';
import { creditIssue, creditIssueType } from './credit-issues.contract';
import { issueFinding } from './report-findings';
import { reportReadFailureNote } from './report-read-failures';
import { uploadedFileMessages } from './uploaded-file';
import { type MailingAddress, mailingAddress } from './users.contract';

/**
 * PDF, PNG, JPG, JPEG up to 10 MB each; also a monitoring service's report
 * page saved from the browser (HTML), read from its DOM.
 */
export const reportUploadMaxBytes = 10 * 1024 * 1024;
export const reportUploadAccept = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/html': ['.html', '.htm'],
} as const;
export const reportFileTypes = ['PDF', 'PNG', 'JPEG', 'HTML'] as const;
export const reportFileType = z.enum(reportFileTypes);
export type ReportFileType = z.infer<typeof reportFileType>;
/** The content type an uploaded file is answered with when a person opens it. */
export const reportFileContentTypes: Record<ReportFileType, string> = {
  PDF: 'application/pdf',
  PNG: 'image/png',
  JPEG: 'image/jpeg',
  HTML: 'text/html; charset=utf-8',
};

export const reportUploadMessages = {
  selectClientTitle: 'Select Client',
  selectClient: 'Please select a client before uploading the credit report.',
  tooLarge: uploadedFileMessages.tooLarge,
  wrongType: 'The file is not a PDF, a PNG or JPEG image, or a saved HTML report page',
  nothingFound:
    'Nothing was found in this report: no score, account or inquiry. Check that it is a credit report; a scan may read better uploaded as a PNG or JPEG image.',
  triBureauLabel: 'This is a three-bureau report',
  triBureauHint: 'Checked, a report that shows only one bureau is not imported and is kept for review.',
  unreadableTitle: 'This report could not be read',
  keptForReview: 'The file is kept with the client’s uploads, and the work queue has an item for it.',
  openFile: 'Open the file',
  markHandled: 'Mark as handled',
  analyzedTitle: 'Credit Report Analyzed',
  analyzed: 'AI analysis complete. Review the findings and generate dispute letters.',
  failedTitle: 'Upload Failed',
  failed: 'Failed to upload credit report',
  defaultDescription: (fileName: string) => `Credit report upload - ${fileName}`,
} as const;

export const reportDescriptionMaxLength = 500;

/** What the browser sends: the file as base64 without a data-URL prefix. */
export const uploadCreditReportRequest = z
  .object({
    // Missing or 0 is "no client chosen": the spec's own message rather than a schema error.
    userId: z.number().int().min(0).max(2_147_483_647).nullish(),
    fileName: fileNameField(255),
    fileData: base64File(reportUploadMaxBytes, { tooLarge: uploadedFileMessages.tooLarge }),
    /** The type the browser claims (MIME or extension); the server trusts the file's bytes instead. */
    fileType: z.string().trim().max(100).optional(),
    description: z.string().trim().max(reportDescriptionMaxLength).optional(),
    /**
     * The professional says the report covers the three bureaus (a monitoring service's report): one
     * that shows a single bureau is then not imported. Absent, a one-bureau report is read as usual.
     */
    triBureau: z.boolean().optional(),
  })
  .strict();
export type UploadCreditReportRequest = z.input<typeof uploadCreditReportRequest>;
/** Upload Reports' choices before a file is dropped: the client and a description. */
export const reportUploadForm = z.object({
  userId: z
    .number({ error: reportUploadMessages.selectClient })
    .int()
    .positive(reportUploadMessages.selectClient),
  description: z.string().trim().max(reportDescriptionMaxLength),
  triBureau: z.boolean(),
});

export const foundIssueImpacts = ['HIGH', 'MEDIUM', 'LOW'] as const;

/** One item the parser found that can become a credit issue (an entry of issuesFound[]). */
export const foundIssue = z.object({
  type: creditIssueType,
  impact: z.enum(foundIssueImpacts),
  /** Estimated score points the item costs, used when it becomes a credit issue. */
  impactPoints: z.number().int(),
  /** Dollars, or null when the report shows none. */
  amount: z.number().nullable(),
  creditor: z.string(),
  description: z.string(),
  suggestedAction: z.string(),
  bureaus: z.array(bureau),
  /** Last four digits only: full account numbers are never kept. */
  accountLast4: z.string().nullable(),
  /** A public record's case or reference number, whole (court records are public); absent or null for accounts. */
  caseNumber: z.string().nullish(),
  dateReported: z.string().nullable(),
  /** Facts from the bureaus' reporting that make the item disputable (absent in uploads read before the audit). */
  findings: z.array(issueFinding).default([]),
  /** 'rules': the built-in reading found it; 'model': only the language model did, so an admin checks it first. */
  foundBy: z.enum(['rules', 'model']).default('rules'),
});
export type FoundIssue = z.infer<typeof foundIssue>;

export const foundAccount = z.object({
  creditor: z.string(),
  accountType: z.string().nullable(),
  status: z.string().nullable(),
  balance: z.number().nullable(),
  bureaus: z.array(bureau),
  accountLast4: z.string().nullable(),
  negative: z.boolean(),
});
export type FoundAccount = z.infer<typeof foundAccount>;
export const foundInquiry = z.object({
  creditor: z.string(),
  date: z.string().nullable(),
  bureaus: z.array(bureau),
});
export type FoundInquiry = z.infer<typeof foundInquiry>;
export const foundPublicRecord = z.object({
  /** The kind of record ("Chapter 7 Bankruptcy", "Civil Judgment"). */
  recordType: z.string(),
  /** The court that holds the record and its case number: what a dispute of it must name. */
  court: z.string().nullable().default(null),
  caseNumber: z.string().nullable().default(null),
  filedDate: z.string().nullable(),
  amount: z.number().nullable(),
  /** As printed ("Discharged", "Satisfied", "Released"). */
  status: z.string().nullable().default(null),
  bureaus: z.array(bureau),
});
export type FoundPublicRecord = z.infer<typeof foundPublicRecord>;

/** How the text was read: from the PDF's text layer, by OCR, or from a saved page's DOM. */
export const reportExtractions = ['pdf-text', 'ocr', 'html'] as const;
export const reportExtraction = z.enum(reportExtractions);
export type ReportExtraction = z.infer<typeof reportExtraction>;

/** The personal details a report and the client's file are compared on. */
export const identityFields = ['name', 'dateOfBirth', 'address'] as const;
export const identityFieldLabels: Record<(typeof identityFields)[number], string> = {
  name: 'Name',
  dateOfBirth: 'Date of birth',
  address: 'Address',
};

/**
 * Whether the report is this client's: each detail the report shows that differs from the client's
 * file (both values), and an earlier upload of the very same file for this client. A date of birth is
 * answered masked to its year ("••/••/1987") wherever it appears: the full date is seen only through
 * a reveal with a reason, and never by a role without `revealSensitive`.
 */
export const identityCheck = z.object({
  mismatches: z.array(z.object({ field: z.enum(identityFields), onReport: z.string(), onFile: z.string() })),
  /** What the report shows, for the admin to compare; null when the report does not show it. */
  reportShows: z.object({
    name: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** The birth dates compared: true alike, false different, null when one side has none. */
  dateOfBirthMatches: z.boolean().nullable().default(null),
  duplicateOf: z.object({ id: z.number().int(), createdAt: z.string() }).nullable(),
});
export type IdentityCheck = z.infer<typeof identityCheck>;

export const identityMessages = {
  mismatchTitle: 'This report may belong to someone else',
  overrideRequired:
    'The report’s name, date of birth or address does not match this client. Check it, then confirm with an explicit override and the reason.',
  overrideLabel: 'I have checked: this report belongs to this client despite the differences',
  reasonLabel: 'Why the differences are acceptable',
  reasonRequired: 'Give the reason (at least 10 characters); it is written to the audit log',
  duplicateTitle: 'The same file was uploaded before',
  birthDateMatches: 'Date of birth matches the client’s file',
} as const;

export const aiAnalysis = z.object({
  /** The score the report shows (the middle one when it shows one per bureau). */
  creditScore: z.number().int().nullable(),
  scores: z.object({
    EQUIFAX: z.number().int().optional(),
    EXPERIAN: z.number().int().optional(),
    TRANSUNION: z.number().int().optional(),
  }),
  issuesFound: z.array(foundIssue),
  recommendations: z.array(z.string()),
  accounts: z.array(foundAccount),
  inquiries: z.array(foundInquiry),
  publicRecords: z.array(foundPublicRecord),
  /** Which report layout the parser recognised. */
  layout: z.string(),
  extraction: reportExtraction,
  /** 'builtin': rules read the report; 'openai': a model read it too and its reading was merged. */
  engine: z.enum(['builtin', 'openai']),
  /** Said when nothing was found, or when the model could not be asked. */
  message: z.string().nullable().default(null),
  /** The report compared with the client's file (absent in uploads read before the check existed). */
  identity: identityCheck.nullable().default(null),
  /** Set when the report could not be read: the upload is kept only for a person to look at. */
  failure: reportReadFailureNote.nullable().default(null),
});
export type AiAnalysis = z.infer<typeof aiAnalysis>;

export const reportUpload = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fileName: z.string(),
  fileType: reportFileType,
  sizeBytes: z.number().int(),
  sha256: z.string(),
  description: z.string(),
  extraction: reportExtraction,
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportUpload = z.infer<typeof reportUpload>;

export const uploadCreditReportResponse = reportUpload.extend({ aiAnalysis });
export type UploadCreditReportResponse = z.infer<typeof uploadCreditReportResponse>;
export const reportUploadList = z.array(uploadCreditReportResponse);
export type ReportUploadList = z.infer<typeof reportUploadList>;
export const reportUploadListQuery = z
  .object({ userId: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
export type ReportUploadListQuery = z.input<typeof reportUploadListQuery>;

/** Which found items (indexes into issuesFound) become the client's credit issues. */
export const confirmReportUploadRequest = z
  .object({
    issues: z.array(z.number().int().min(0).max(999)).max(1000),
    /** Required when the identity check found a difference: the admin's explicit override, audited. */
    identityOverride: z
      .object({
        confirmed: z.literal(true),
        reason: z.string().trim().min(10, identityMessages.reasonRequired).max(500),
      })
      .strict()
      .optional(),
    /**
     * The client's mailing address as the admin confirmed it from the report (read from it, checked
     * by a person): saved to the client's record, where letters take their return address.
     */
    mailingAddress: mailingAddress.optional(),
  })
  .strict();
export type ConfirmReportUploadRequest = z.infer<typeof confirmReportUploadRequest>;

/**
 * A report's one-line address ("1457 Maple Avenue, Apt 2, Columbus, OH 43215") as mailing address
 * fields for a person to check, or null when it does not end in a city, a state and a ZIP.
 */
export function mailingAddressFromReport(text: string | null): MailingAddress | null {
  const m = text?.trim().match(/^(.+?),\s*(?:(.+?),\s*)?([^,]+?),?\s+([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/);
  if (!m) return null;
  const [, line1, line2, city, state, zipCode] = m;
  return {
    addressLine1: (line1 ?? '').trim(),
    ...(line2 ? { addressLine2: line2.trim() } : {}),
    city: (city ?? '').trim(),
    state: (state ?? '').toUpperCase(),
    zipCode: zipCode ?? '',
  };
}
export const confirmReportUploadResponse = z.object({
  created: z.array(creditIssue),
  /** Items the client already has (same creditor and type): not added twice. */
  skipped: z.array(z.object({ index: z.number().int(), creditor: z.string(), type: creditIssueType })),
  /** The score recorded as a new history point, when the report showed one. */
  recordedScore: z.number().int().nullable(),
});
export type ConfirmReportUploadResponse = z.infer<typeof confirmReportUploadResponse>;
