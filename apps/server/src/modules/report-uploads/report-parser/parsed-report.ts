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
/** A court record: its kind, and the court and case number a dispute of it must name. */
export interface ParsedPublicRecord {
  recordType: string;
  bankruptcy: boolean;
  court: string | null;
  /** Case, docket or reference number as printed (public, so kept whole). */
  caseNumber: string | null;
  filedDate: string | null;
  amountCents: number | null;
  status: string | null;
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

// The month an account was opened: bureaus print the day differently (or not at all), never the month.
const openedOf = (a: ParsedAccount) => a.details.find((d) => d.opened)?.opened?.slice(0, 7) ?? null;

/** One bureau's details shown twice (in two sections) are one: what either shows is kept. */
function mergeDetails(into: BureauDetail[], more: BureauDetail[]) {
  for (const d of more) {
    const had = d.bureau ? into.find((x) => x.bureau === d.bureau) : undefined;
    if (!had) {
      into.push(d);
      continue;
    }
    for (const key of Object.keys(d) as (keyof BureauDetail)[])
      if (had[key] === null || (Array.isArray(had[key]) && (had[key] as unknown[]).length === 0))
        (had as unknown as Record<string, unknown>)[key] = d[key];
  }
}

const union = (a: Bureau[], b: Bureau[]) =>
  (['TRANSUNION', 'EXPERIAN', 'EQUIFAX'] as const).filter((x) => a.includes(x) || b.includes(x));

/** Is `a` (one bureau's record) more of the same account as `o`, or another account of the same creditor? */
function sameAccount(o: ParsedAccount, a: ParsedAccount): boolean {
  if (creditorKey(o.creditor) !== creditorKey(a.creditor)) return false;
  if (o.accountLast4 && a.accountLast4 && o.accountLast4 !== a.accountLast4) return false;
  if (o.originalCreditor && a.originalCreditor && !sameCreditor(o.originalCreditor, a.originalCreditor))
    return false;
  const [openedO, openedA] = [openedOf(o), openedOf(a)];
  if (openedO && openedA && openedO !== openedA) return false;
  // A bureau reports an account once: a second record from it is the same account shown again (in
  // another section of the report) only when the report shows the same last digits or the same
  // opening date; otherwise it is a second account of the same creditor.
  const shownAgain =
    (!!o.accountLast4 && o.accountLast4 === a.accountLast4) || (!!openedO && openedO === openedA);
  if (a.bureaus.some((b) => o.bureaus.includes(b))) return shownAgain;
  if (o.bureaus.length === 0 || a.bureaus.length === 0) {
    return (
      shownAgain || (o.balanceCents === a.balanceCents && (o.negative === null) === (a.negative === null))
    );
  }
  return true;
}

const caseKey = (c: string | null) => (c ? c.replace(/[^A-Z0-9]/gi, '').toUpperCase() : null);

/**
 * The same court record shown twice (in two sections, or by two bureaus): the same case number, or,
 * when one of them shows none, the same kind of record filed the same day.
 */
function samePublicRecord(o: ParsedPublicRecord, r: ParsedPublicRecord): boolean {
  const [a, b] = [caseKey(o.caseNumber), caseKey(r.caseNumber)];
  if (a && b) return a === b;
  if (o.bankruptcy !== r.bankruptcy) return false;
  if (!o.bankruptcy && o.recordType.toLowerCase() !== r.recordType.toLowerCase()) return false;
  return o.filedDate === r.filedDate || !r.filedDate || !o.filedDate;
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
      mergeDetails(same.details, a.details);
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
      const same = report.publicRecords.find((o) => samePublicRecord(o, r));
      if (!same) {
        report.publicRecords.push(r);
        return;
      }
      same.bureaus = union(same.bureaus, r.bureaus);
      same.court ??= r.court;
      same.caseNumber ??= r.caseNumber;
      same.filedDate ??= r.filedDate;
      same.amountCents ??= r.amountCents;
      same.status ??= r.status;
      // "Chapter 7 Bankruptcy" says more than "Bankruptcy".
      if (r.recordType.length > same.recordType.length && same.bankruptcy === r.bankruptcy)
        same.recordType = r.recordType;
    },
    setScore(bureau: Bureau | null, score: number) {
      if (bureau) report.scores[bureau] ??= score;
      else report.score ??= score;
    },
  };
}
export type ReportCollector = ReturnType<typeof createReportCollector>;
