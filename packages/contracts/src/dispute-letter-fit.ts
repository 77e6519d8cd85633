import type { CreditIssueType } from './credit-issues.contract';
import {
  type DisputeLetterType,
  type DisputeReason,
  letterTypeFits,
  reasonsByIssueType,
} from './dispute-letters.contract';
import {
  bankruptcyReportingYears,
  completedChapter13Years,
  delinquencyGraceDays,
  reportingYears,
} from './report-findings';

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
  // The ground is the bureau's own breach (it reinstated the item without telling the consumer within
  // 5 business days); the reason only names the item's dispute.
  REINSERTION_WITHOUT_NOTICE: [],
};

/** The reasons a person may pick for this item and letter type; the letter dialog offers only these. */
export function reasonsForLetter(issueType: CreditIssueType, letterType: DisputeLetterType): DisputeReason[] {
  if (!letterTypeFits(issueType, letterType)) return [];
  const ruledOut = reasonsRuledOutByLetterType[letterType];
  return reasonsByIssueType[issueType].filter((r) => !ruledOut.includes(r));
}

/**
 * The ISO date from which FCRA 605 no longer lets a bureau report the item, its dateReported being
 * when the delinquency began (or a bankruptcy was filed): the one rule the audit uses too.
 */
export function reportableUntil(issueType: CreditIssueType, dateReported: string): string {
  return reportingPeriodEnd(issueType, dateReported);
}

/** True when the item is past its FCRA 605 reporting period on `today`; an item without a date never is. */
export function isObsolete(issueType: CreditIssueType, dateReported: string | null, today: string): boolean {
  if (!dateReported || !/^\d{4}-\d{2}-\d{2}/.test(dateReported)) return false;
  return reportableUntil(issueType, dateReported) <= today.slice(0, 10);
}

const addYears = (iso: string, years: number) => {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

/**
 * The ISO day from which an item may no longer be reported: for an account, seven years from 180 days
 * after the start of the delinquency that led to it; for a bankruptcy, ten years from filing (seven
 * for a completed chapter 13).
 */
export function reportingPeriodEnd(
  type: CreditIssueType,
  since: string,
  opts: { completedChapter13?: boolean } = {},
): string {
  if (type === 'BANKRUPTCY') {
    const years = opts.completedChapter13 ? completedChapter13Years : bankruptcyReportingYears;
    return addYears(since, years).toISOString().slice(0, 10);
  }
  const d = addYears(since, reportingYears);
  d.setUTCDate(d.getUTCDate() + delinquencyGraceDays);
  return d.toISOString().slice(0, 10);
}
