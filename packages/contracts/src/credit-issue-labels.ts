import type { CreditIssueType } from './credit-issues.contract';

// Zod-free, so a page that only shows an issue's badge does not load the schema library with it.

export const creditIssueTypeLabels: Record<CreditIssueType, string> = {
  COLLECTION: 'Collection',
  CHARGE_OFF: 'Charge-off',
  LATE_PAYMENT: 'Late payment',
  INQUIRY: 'Hard inquiry',
  PUBLIC_RECORD: 'Public record',
  REPOSSESSION: 'Repossession',
  FORECLOSURE: 'Foreclosure',
  BANKRUPTCY: 'Bankruptcy',
};

/** COLLECTION and CHARGE_OFF red, LATE_PAYMENT orange, INQUIRY yellow, others default. */
export const creditIssueTypeColors: Partial<Record<CreditIssueType, string>> = {
  COLLECTION: 'red',
  CHARGE_OFF: 'red',
  LATE_PAYMENT: 'orange',
  INQUIRY: 'yellow',
};
