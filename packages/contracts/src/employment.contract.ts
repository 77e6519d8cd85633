import { z } from 'zod';
import { formDollars, moneyCents } from './common/cents';
import { bodyUserId } from './common/params';
import { personLine } from './common/person-text';

// Verify › Employment: employment records, their verification statuses, option lists and calls.

export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'SELF_EMPLOYED'] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACT: 'Contract',
  SELF_EMPLOYED: 'Self-employed',
};

export const verificationMethods = ['HR_SYSTEM', 'PAYSTUB', 'TAX_RETURN', 'MANUAL'] as const;
export type VerificationMethod = (typeof verificationMethods)[number];
export const verificationMethodLabels: Record<VerificationMethod, string> = {
  HR_SYSTEM: 'HR system',
  PAYSTUB: 'Pay stub',
  TAX_RETURN: 'Tax return',
  MANUAL: 'Entered by me',
};

export const employmentVerificationStatuses = ['VERIFIED', 'PENDING', 'FAILED'] as const;
export type EmploymentVerificationStatus = (typeof employmentVerificationStatuses)[number];
export const employmentVerificationLabels: Record<EmploymentVerificationStatus, string> = {
  VERIFIED: 'Verified',
  PENDING: 'Not verified yet',
  FAILED: 'Could not verify',
};

/**
 * Why a new job is not verified yet, by method. Nothing here promises a check that will not happen:
 * no tax provider or HR system is connected, and a pay stub is reviewed in the vault.
 */
export const employmentPendingReasons: Record<VerificationMethod, string> = {
  MANUAL: 'You entered this job yourself; it has not been checked.',
  PAYSTUB:
    'Your pay stubs are reviewed by your credit specialist in the Document Vault. Upload one in Chat → Upload Documents if you have not.',
  TAX_RETURN: 'Checking a job against your tax return needs a tax provider, and none is connected yet.',
  HR_SYSTEM: 'No HR system can be linked yet. Choose a pay stub instead.',
};

/** The HR systems the spec lists; none is connected unless the person connected it. */
export const hrSystems = ['Workday', 'ADP', 'BambooHR', 'Gusto', 'Paychex', 'UltiPro'] as const;
export type HrSystem = (typeof hrSystems)[number];

/** The earliest start date taken: a working life does not begin before this. */
export const earliestEmploymentDate = '1940-01-01';

export const employmentMessages = {
  employer: 'Employer is required',
  jobTitle: 'Job title is required',
  employmentType: 'Choose the kind of employment',
  verificationMethod: 'Choose how to verify this job',
  startDate: 'Start date is required',
  startFuture: 'The start date cannot be in the future',
  startTooEarly: 'The start date must be in 1940 or later',
  endFuture: 'The end date cannot be in the future; leave it empty for your current job',
  endBeforeStart: 'The end date cannot be before the start date',
  notADate: 'Enter a date as yyyy-mm-dd',
  added: 'Employment Added',
  addFailed: 'Failed to add employment. Please try again.',
  empty: 'No jobs listed yet. Add your current and past jobs on the Add Employment tab.',
  hrNone:
    'We cannot link to HR systems yet, so none is connected. To show your employment, upload a pay stub in Chat → Upload Documents.',
  documentsEmpty:
    'No employment documents in your vault yet. Upload a pay stub, W-2 or offer letter in Chat → Upload Documents.',
} as const;

const requiredText = (message: string, label: string) =>
  personLine(z.string({ error: message }).trim().min(1, message).max(100), label);
const isoDate = (missing: string) =>
  z.iso.date({ error: (iss) => (iss.input === undefined ? missing : employmentMessages.notADate) });

/** POST /api/employment-verifications: the spec's payload; money in cents, dates yyyy-mm-dd. */
export const addEmploymentRequest = z
  .object({
    userId: bodyUserId,
    employer: requiredText(employmentMessages.employer, 'The employer'),
    jobTitle: requiredText(employmentMessages.jobTitle, 'The job title'),
    employmentType: z.enum(employmentTypes, { error: employmentMessages.employmentType }),
    startDate: isoDate(employmentMessages.startDate).refine(
      (d) => d >= earliestEmploymentDate,
      employmentMessages.startTooEarly,
    ),
    /** Null, '' (an empty date field) or absent: the person still works there. */
    endDate: z
      .union([z.literal('').transform(() => null), isoDate(employmentMessages.notADate)])
      .nullable()
      .optional(),
    verificationMethod: z.enum(verificationMethods, { error: employmentMessages.verificationMethod }),
    annualSalary: moneyCents,
  })
  .strict()
  .refine((b) => !b.endDate || b.endDate >= b.startDate, {
    message: employmentMessages.endBeforeStart,
    path: ['endDate'],
  });
export type AddEmploymentRequest = z.input<typeof addEmploymentRequest>;
/** The request as the server holds it once parsed (an empty end date is null). */
export type AddEmploymentBody = z.output<typeof addEmploymentRequest>;

/** The Add Employment form as typed: salary in whole dollars (empty is 0), dates '' until picked. */
export const employmentForm = z
  .object({
    employer: requiredText(employmentMessages.employer, 'The employer'),
    jobTitle: requiredText(employmentMessages.jobTitle, 'The job title'),
    employmentType: z.enum(employmentTypes, { error: employmentMessages.employmentType }),
    startDate: isoDate(employmentMessages.startDate),
    endDate: z.union([z.literal(''), z.iso.date()]),
    verificationMethod: z.enum(verificationMethods, { error: employmentMessages.verificationMethod }),
    annualSalary: formDollars,
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, {
    message: employmentMessages.endBeforeStart,
    path: ['endDate'],
  });
export type EmploymentFormValues = z.input<typeof employmentForm>;

export const employmentRecord = z.object({
  id: z.number().int(),
  employer: z.string(),
  jobTitle: z.string(),
  employmentType: z.enum(employmentTypes),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  /** Cents a year. */
  annualSalary: z.number().int(),
  verificationMethod: z.enum(verificationMethods),
  verificationStatus: z.enum(employmentVerificationStatuses),
  /** Why the status is what it is, in plain words. */
  statusReason: z.string(),
  lastVerified: z.iso.datetime().nullable(),
  /** The HR system this job is linked to; null: none (no HR system can be linked yet). */
  hrSystemConnection: z
    .object({ provider: z.enum(hrSystems), status: z.string(), lastSync: z.iso.datetime().nullable() })
    .nullable(),
  createdAt: z.iso.datetime(),
});
export type EmploymentRecord = z.infer<typeof employmentRecord>;
export const employmentRecordList = z.array(employmentRecord);

/** The salary the person states today: the sum over the jobs without an end date, in cents. */
export const currentAnnualSalary = (records: Pick<EmploymentRecord, 'endDate' | 'annualSalary'>[]) =>
  records.filter((r) => r.endDate === null).reduce((sum, r) => sum + r.annualSalary, 0);

// Words in a file name that mark an employment document beside the pay stubs the vault recognises.
const employmentWords = /(w-?2|1099|offer|employ|salary|payroll)/i;

/** A vault document that proves employment: a pay stub, or a W-2, 1099 or offer letter by its name. */
export const isEmploymentDocument = (doc: { documentType: string; fileName: string }) =>
  doc.documentType === 'PAYSTUB' || employmentWords.test(doc.fileName);
