// Zod-free (the finding's schema is in report-findings.ts), so the screens that list findings in
// words do not load the schema library with them.

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
export type FindingKind = (typeof findingKinds)[number];

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
