import { z } from 'zod';
import { bodyUserId } from './common/params';

// Verify › Tax Software: integrations, their verification statuses, option lists and calls.

/** The product's option list, in its order and spelling (the values travel as sent). */
export const taxSoftwares = ['turbotax', 'hrblock', 'taxact', 'freetaxusa', 'creditkarma'] as const;
export type TaxSoftware = (typeof taxSoftwares)[number];
export const taxSoftwareLabels: Record<TaxSoftware, string> = {
  turbotax: 'TurboTax',
  hrblock: 'H&R Block',
  taxact: 'TaxAct',
  freetaxusa: 'FreeTaxUSA',
  creditkarma: 'Credit Karma Tax',
};

export const taxVerificationStatuses = ['VERIFIED', 'PENDING', 'FAILED', 'EXPIRED'] as const;
export type TaxVerificationStatus = (typeof taxVerificationStatuses)[number];
export const taxVerificationLabels: Record<TaxVerificationStatus, string> = {
  VERIFIED: 'Verified',
  PENDING: 'Pending',
  FAILED: 'Not verified',
  EXPIRED: 'Expired',
};

/** How many finished tax years are offered: four, as the spec's list (2023 to 2020, written in 2024). */
export const taxYearsOfferedCount = 4;

/**
 * The tax years offered in the year `currentYear`: the last four that have ended, newest first.
 * The spec's fixed 2023-2020 was that list in 2024; a year not over yet has no return to verify.
 */
export const taxYearsOffered = (currentYear: number) =>
  Array.from({ length: taxYearsOfferedCount }, (_, i) => currentYear - 1 - i);

export const taxMessages = {
  software: 'Choose your tax software',
  year: 'Choose a tax year',
  future: (year: number) => `Tax year ${year} is in the future`,
  notOver: (year: number) => `Tax year ${year} is not over yet, so there is no return to verify`,
  tooOld: (from: number, to: number) => `Choose a tax year from ${from} to ${to}`,
  duplicate: (software: string, year: number) => `${software} is already connected for ${year}`,
  connected: 'Tax Software Connected',
  connectFailed: 'Failed to connect tax software. Please try again.',
  simulated:
    'No tax provider is connected yet, so we could not read your tax return. The status and income shown here are simulated from the jobs you list on the Employment tab — they are not from the IRS or your tax software.',
  empty: 'No tax software connected yet. Choose your tax software and year on the Add Integration tab.',
} as const;

/** What makes a tax year unacceptable in `currentYear` (the company's calendar), or null when it is fine. */
export function taxYearProblem(taxYear: number, currentYear: number): string | null {
  if (taxYear > currentYear) return taxMessages.future(taxYear);
  if (taxYear === currentYear) return taxMessages.notOver(taxYear);
  const offered = taxYearsOffered(currentYear);
  const oldest = offered[offered.length - 1] as number;
  if (taxYear < oldest) return taxMessages.tooOld(oldest, currentYear - 1);
  return null;
}

/** POST /api/tax-integrations: the spec's userId (oneself, or a client for an admin), software and year. */
export const connectTaxSoftwareRequest = z
  .object({
    userId: bodyUserId,
    taxSoftware: z.enum(taxSoftwares, { error: taxMessages.software }),
    // A select's value may arrive as the string "2025"; either way it becomes the number.
    taxYear: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{4}$/)
            .transform(Number),
        ],
        { error: taxMessages.year },
      )
      .pipe(z.number().int(taxMessages.year).min(1900, taxMessages.year).max(9999, taxMessages.year)),
  })
  .strict();
export type ConnectTaxSoftwareRequest = z.input<typeof connectTaxSoftwareRequest>;
/** The request as the server holds it once parsed (the year a number). */
export type ConnectTaxSoftwareBody = z.output<typeof connectTaxSoftwareRequest>;

/** The Add Integration form: nothing chosen yet is '' (the connect button stays disabled). */
export const connectTaxSoftwareForm = z.object({
  taxSoftware: z.enum(taxSoftwares, { error: taxMessages.software }),
  taxYear: z.string().regex(/^\d{4}$/, taxMessages.year),
});
export type ConnectTaxSoftwareFormValues = { taxSoftware: TaxSoftware | ''; taxYear: string };

/** Cents, as the return states them. */
export const incomeVerification = z.object({
  adjustedGrossIncome: z.number().int(),
  w2Income: z.number().int(),
  selfEmploymentIncome: z.number().int(),
  otherIncome: z.number().int(),
});
export type IncomeVerification = z.infer<typeof incomeVerification>;

export const taxEmploymentTypes = ['W2_EMPLOYEE', 'SELF_EMPLOYED'] as const;
export type TaxEmploymentType = (typeof taxEmploymentTypes)[number];
export const taxEmploymentTypeLabels: Record<TaxEmploymentType, string> = {
  W2_EMPLOYEE: 'Employee (W-2)',
  SELF_EMPLOYED: 'Self-employed or contractor',
};

export const taxEmploymentVerification = z.object({
  primaryEmployer: z.string(),
  employmentType: z.enum(taxEmploymentTypes),
  startDate: z.iso.date(),
  /** Null while the job goes on past the tax year. */
  endDate: z.iso.date().nullable(),
});
export type TaxEmploymentVerification = z.infer<typeof taxEmploymentVerification>;

/** Where the figures came from: a tax provider, or the built-in simulation (no provider connected). */
export const taxDataSources = ['provider', 'simulated'] as const;

export const taxIntegration = z.object({
  id: z.number().int(),
  taxSoftware: z.enum(taxSoftwares),
  taxYear: z.number().int(),
  verificationStatus: z.enum(taxVerificationStatuses),
  /** Why the status is what it is, in plain words. */
  statusReason: z.string(),
  source: z.enum(taxDataSources),
  lastUpdated: z.iso.datetime(),
  incomeVerification: incomeVerification.nullable(),
  employmentVerification: taxEmploymentVerification.nullable(),
});
export type TaxIntegration = z.infer<typeof taxIntegration>;
export const taxIntegrationList = z.array(taxIntegration);
