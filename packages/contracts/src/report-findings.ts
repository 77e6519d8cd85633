import { z } from 'zod';
import { findingKinds } from './report-finding-words';

export type { FindingKind } from './report-finding-words';

export const findingKind = z.enum(findingKinds);

export const issueFinding = z.object({
  kind: findingKind,
  /** The fact in plain words, with its values ("TransUnion reports $1,245.00; Experian $1,045.00."). */
  text: z.string(),
  /** Each bureau's (or other source's) value, side by side. */
  values: z.array(z.object({ source: z.string(), value: z.string() })),
});
export type IssueFinding = z.infer<typeof issueFinding>;

/** FCRA §605(a)/(c): seven years, counted from 180 days after the delinquency began; bankruptcies ten. */
export const reportingYears = 7;
export const bankruptcyReportingYears = 10;
// The bureaus drop a completed (discharged or dismissed) chapter 13 seven years after filing.
export const completedChapter13Years = 7;
export const delinquencyGraceDays = 180;
/** Bureaus keep hard inquiries on file for two years. */
export const inquiryReportingYears = 2;
