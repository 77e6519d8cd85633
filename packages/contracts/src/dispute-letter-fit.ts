import type { CreditIssueType } from './credit-issues.contract';
import {
  type DisputeLetterType,
  type DisputeReason,
  letterTypesByIssueType,
  obsolescenceYears,
  reasonsByIssueType,
} from './dispute-letters.contract';

/**
 * Reasons a letter type cannot honestly carry, on top of reasonsByIssueType:
 * - a 605B block exists only for identity theft;
 * - a goodwill request treats the account as the person's own, so it cannot also say it is not theirs;
 * - FCRA 605 limits what a bureau may report, so "obsolete" belongs in a letter to the bureau.
 */
const reasonsRuledOutByLetterType: Record<DisputeLetterType, readonly DisputeReason[]> = {
  BUREAU_DISPUTE: [],
  METHOD_OF_VERIFICATION: [],
  IDENTITY_THEFT_BLOCK: [
    'NOT_MINE',
    'INACCURATE_BALANCE',
    'INACCURATE_STATUS',
    'LATE_PAYMENT_ERROR',
    'OBSOLETE',
    'NO_PERMISSIBLE_PURPOSE',
    'PAID_NOT_UPDATED',
    'UNVERIFIABLE',
  ],
  GOODWILL: ['NOT_MINE', 'IDENTITY_THEFT'],
  DEBT_VALIDATION: ['OBSOLETE'],
  FURNISHER_DIRECT: ['OBSOLETE'],
};

/** The reasons a person may pick for this item and letter type; the letter dialog offers only these. */
export function reasonsForLetter(issueType: CreditIssueType, letterType: DisputeLetterType): DisputeReason[] {
  if (!letterTypesByIssueType[issueType].includes(letterType)) return [];
  const ruledOut = reasonsRuledOutByLetterType[letterType];
  return reasonsByIssueType[issueType].filter((r) => !ruledOut.includes(r));
}

/** The ISO date from which FCRA 605 no longer lets a bureau report the item. */
export function reportableUntil(issueType: CreditIssueType, dateReported: string): string {
  const d = new Date(`${dateReported.slice(0, 10)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + obsolescenceYears(issueType));
  return d.toISOString().slice(0, 10);
}

/** True when the item is past its FCRA 605 reporting period on `today`; an item without a date never is. */
export function isObsolete(issueType: CreditIssueType, dateReported: string | null, today: string): boolean {
  if (!dateReported || !/^\d{4}-\d{2}-\d{2}/.test(dateReported)) return false;
  return reportableUntil(issueType, dateReported) <= today.slice(0, 10);
}
