import { z } from 'zod';

/** Facts, read from the bureaus' own reporting, that make an item disputable. */
export const findingKinds = [
  'BALANCE_DIFFERS',
  'STATUS_DIFFERS',
  'DATE_OPENED_DIFFERS',
  'DELINQUENCY_DATE_DIFFERS',
  'PAST_REPORTING_PERIOD',
  'PAID_WITH_BALANCE',
  'DEBT_REPORTED_TWICE',
  'CHARGE_OFF_BALANCE_GREW',
  'LATE_WHILE_CURRENT',
  'OLD_INQUIRY',
] as const;
export const findingKind = z.enum(findingKinds);
export type FindingKind = z.infer<typeof findingKind>;

/** What people read as the finding's title. */
export const findingKindLabels: Record<FindingKind, string> = {
  BALANCE_DIFFERS: 'The bureaus show different balances',
  STATUS_DIFFERS: 'The bureaus show different statuses',
  DATE_OPENED_DIFFERS: 'The bureaus show different opening dates',
  DELINQUENCY_DATE_DIFFERS: 'The bureaus show different dates of first delinquency',
  PAST_REPORTING_PERIOD: 'Older than the law allows it to be reported',
  PAID_WITH_BALANCE: 'Paid or settled, but still shows a balance',
  DEBT_REPORTED_TWICE: 'The same debt is reported twice with a balance',
  CHARGE_OFF_BALANCE_GREW: 'The balance grew after the charge-off',
  LATE_WHILE_CURRENT: 'A late payment in a month the payment history shows as paid on time',
  OLD_INQUIRY: 'Inquiry older than two years',
};

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
