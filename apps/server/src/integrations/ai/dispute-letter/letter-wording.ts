import type { CreditIssueType } from '@app/contracts/credit-issues.contract';
import type { DisputeReason } from '@app/contracts/dispute-letters.contract';
import type { DisputeLetterFacts } from '../ai.port';

/** At most the last four characters ever reach paper. */
export function lastFour(accountNumberLast4: string | null): string | null {
  const tail = (accountNumberLast4 ?? '').replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return tail === '' ? null : tail;
}

/** How a letter names the item: an inquiry is not an "account", a bankruptcy is a "record". */
export function itemNoun(type: CreditIssueType): string {
  if (type === 'INQUIRY') return 'inquiry';
  if (type === 'PUBLIC_RECORD' || type === 'BANKRUPTCY') return 'record';
  return 'account';
}

export const itemDescriptions: Record<CreditIssueType, string> = {
  COLLECTION: 'Collection account',
  CHARGE_OFF: 'Charged-off account',
  LATE_PAYMENT: 'Account reported with a late payment',
  INQUIRY: 'Hard inquiry',
  PUBLIC_RECORD: 'Public record',
  REPOSSESSION: 'Repossession',
  FORECLOSURE: 'Foreclosure',
  BANKRUPTCY: 'Bankruptcy record',
};

/**
 * "the Midland Funding account ending in 1234", "the Midland Funding account", or for a court record
 * "the record in Springfield District Court, case 21-B-04412".
 */
export function namedItem(account: DisputeLetterFacts['account']): string {
  if (itemNoun(account.type) === 'record')
    return `the record in ${account.creditor}${account.caseNumber ? `, case ${account.caseNumber}` : ''}`;
  const tail = lastFour(account.accountNumberLast4);
  const base = `the ${account.creditor} ${itemNoun(account.type)}`;
  return tail ? `${base} ending in ${tail}` : base;
}

/**
 * The person's words, kept as written except that any long number is cut to its last four,
 * so a full account or Social Security number typed into the statement never reaches paper.
 */
export function ownWords(statement: string | undefined): string | null {
  const text = (statement ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return text.replace(/\d(?:[\d -]*\d)?/g, (run) => {
    const digits = run.replace(/\D/g, '');
    return digits.length > 4 ? `(number ending in ${digits.slice(-4)})` : run;
  });
}

/** "verified" from "VERIFIED", "updated as requested" from "UPDATED_AS_REQUESTED". */
export function humanize(code: string): string {
  return code.replace(/_/g, ' ').toLowerCase().trim();
}

/** The dispute's topic in a few words, for the subject line, so the reader knows it before the first paragraph. */
export const reasonTopics: Record<DisputeReason, string> = {
  NOT_MINE: 'not my account',
  INACCURATE_BALANCE: 'balance reported incorrectly',
  INACCURATE_STATUS: 'status reported incorrectly',
  LATE_PAYMENT_ERROR: 'late payment reported in error',
  OBSOLETE: 'obsolete item, FCRA section 605',
  NO_PERMISSIBLE_PURPOSE: 'inquiry without permissible purpose',
  IDENTITY_THEFT: 'identity theft',
  PAID_NOT_UPDATED: 'paid, not reported as paid',
  UNVERIFIABLE: 'verification requested',
};
