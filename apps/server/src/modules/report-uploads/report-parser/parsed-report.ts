import type { Bureau } from '@app/contracts/bureaus';
import type { CreditIssueType } from '@app/contracts/credit-issues.contract';
import { type AccountStatus, type HistoryMonth, rankOfKind } from './account-status';
import { creditorKey, sameCreditor } from './creditor-names';

/** What one bureau (or the report, when it does not say which) shows for an account. */
export interface BureauDetail {
  bureau: Bureau | null;
  statusText: string | null;
  status: AccountStatus;
  kind: CreditIssueType | null;
  balanceCents: number | null;
  pastDueCents: number | null;
  highBalanceCents: number | null;
  /** ISO days. */
  opened: string | null;
  dofd: string | null;
  reported: string | null;
  history: HistoryMonth[];
}

export interface ParsedAccount {
  creditor: string;
  accountType: string | null;
  status: string | null;
  balanceCents: number | null;
  accountLast4: string | null;
  bureaus: Bureau[];
  /** The item's kind when it is negative (the worst any bureau shows). */
  negative: CreditIssueType | null;
  /** Worst lateness seen (days), for late payments. */
  daysLate: number;
  originalCreditor: string | null;
  disputed: boolean;
  /** ISO day: the date of first delinquency when shown, else when the account was opened or placed. */
  dateReported: string | null;
  details: BureauDetail[];
}
export interface ParsedInquiry {
  creditor: string;
  /** ISO day. */
  date: string | null;
  bureaus: Bureau[];
}
export interface ParsedPublicRecord {
  recordType: string;
  bankruptcy: boolean;
  filedDate: string | null;
  amountCents: number | null;
  bureaus: Bureau[];
}
export interface ParsedReport {
  layout: string;
  scores: Partial<Record<Bureau, number>>;
  /** A score the report shows without naming a bureau. */
  score: number | null;
  accounts: ParsedAccount[];
  inquiries: ParsedInquiry[];
  publicRecords: ParsedPublicRecord[];
}

const union = (a: Bureau[], b: Bureau[]) =>
  (['TRANSUNION', 'EXPERIAN', 'EQUIFAX'] as const).filter((x) => a.includes(x) || b.includes(x));

/** Is `a` (one bureau's record) more of the same account as `o`, or another account of the same creditor? */
function sameAccount(o: ParsedAccount, a: ParsedAccount): boolean {
  if (creditorKey(o.creditor) !== creditorKey(a.creditor)) return false;
  if (o.accountLast4 && a.accountLast4 && o.accountLast4 !== a.accountLast4) return false;
  if (o.originalCreditor && a.originalCreditor && !sameCreditor(o.originalCreditor, a.originalCreditor))
    return false;
  // A bureau reports an account once: a second record from it is a second account.
  if (a.bureaus.some((b) => o.bureaus.includes(b))) return false;
  if (o.bureaus.length === 0 || a.bureaus.length === 0) {
    return o.balanceCents === a.balanceCents && (o.negative === null) === (a.negative === null);
  }
  return true;
}

/**
 * Collects what the readers find, merging the same account or inquiry reported in several bureau
 * sections or columns into one item with all its bureaus.
 */
export function createReportCollector() {
  const report: ParsedReport = {
    layout: '',
    scores: {},
    score: null,
    accounts: [],
    inquiries: [],
    publicRecords: [],
  };
  // Merging only ever joins items with the same creditor key: indexed by it, a report with thousands
  // of items (a hostile file) is read in linear time rather than quadratic.
  const accountsByKey = new Map<string, ParsedAccount[]>();
  const inquiriesByKey = new Map<string, ParsedInquiry[]>();
  const indexed = <T>(index: Map<string, T[]>, key: string) => {
    const list = index.get(key) ?? [];
    if (list.length === 0) index.set(key, list);
    return list;
  };
  return {
    report,
    addAccount(a: ParsedAccount) {
      const key = creditorKey(a.creditor);
      if (!key) return;
      const sameKey = indexed(accountsByKey, key);
      const same = sameKey.find((o) => sameAccount(o, a));
      if (!same) {
        report.accounts.push(a);
        sameKey.push(a);
        return;
      }
      same.bureaus = union(same.bureaus, a.bureaus);
      same.details.push(...a.details);
      same.daysLate = Math.max(same.daysLate, a.daysLate);
      same.disputed ||= a.disputed;
      same.accountLast4 ??= a.accountLast4;
      same.accountType ??= a.accountType;
      same.originalCreditor ??= a.originalCreditor;
      same.dateReported ??= a.dateReported;
      if (a.balanceCents !== null && (same.balanceCents === null || a.balanceCents > same.balanceCents))
        same.balanceCents = a.balanceCents;
      // The worst status any bureau shows is what the consumer has to deal with.
      if (rankOfKind(a.negative) > rankOfKind(same.negative)) {
        same.negative = a.negative;
        same.status = a.status;
      }
      same.status ??= a.status;
    },
    addInquiry(i: ParsedInquiry) {
      const key = creditorKey(i.creditor);
      if (!key) return;
      const sameKey = indexed(inquiriesByKey, key);
      const same = sameKey.find((o) => o.date === i.date || !o.date || !i.date);
      if (same) {
        same.bureaus = union(same.bureaus, i.bureaus);
        same.date ??= i.date;
      } else {
        report.inquiries.push(i);
        sameKey.push(i);
      }
    },
    addPublicRecord(r: ParsedPublicRecord) {
      const same = report.publicRecords.find(
        (o) =>
          o.recordType.toLowerCase() === r.recordType.toLowerCase() &&
          (o.filedDate === r.filedDate || !r.filedDate),
      );
      if (same) same.bureaus = union(same.bureaus, r.bureaus);
      else report.publicRecords.push(r);
    },
    setScore(bureau: Bureau | null, score: number) {
      if (bureau) report.scores[bureau] ??= score;
      else report.score ??= score;
    },
  };
}
export type ReportCollector = ReturnType<typeof createReportCollector>;
