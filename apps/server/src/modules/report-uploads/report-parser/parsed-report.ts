import type { Bureau } from '@app/contracts/bureaus';
import { creditorKey, type NegativeKind } from './report-patterns';

export interface ParsedAccount {
  creditor: string;
  accountType: string | null;
  status: string | null;
  balanceCents: number | null;
  accountLast4: string | null;
  bureaus: Bureau[];
  negative: NegativeKind | null;
  /** Worst lateness seen (days), for late payments. */
  daysLate: number;
  originalCreditor: string | null;
  disputed: boolean;
  dateReported: string | null;
}
export interface ParsedInquiry {
  creditor: string;
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

const union = (a: Bureau[], b: Bureau[]) => [...new Set([...a, ...b])];

/**
 * Collects what the layouts find, merging the same account or inquiry reported in several bureau
 * sections into one item with all its bureaus.
 */
export function createReportCollector(layout: string) {
  const report: ParsedReport = {
    layout,
    scores: {},
    score: null,
    accounts: [],
    inquiries: [],
    publicRecords: [],
  };
  return {
    report,
    addAccount(a: ParsedAccount) {
      const key = creditorKey(a.creditor);
      if (!key) return;
      const same = report.accounts.find(
        (o) =>
          creditorKey(o.creditor) === key &&
          (o.accountLast4 === a.accountLast4 || !o.accountLast4 || !a.accountLast4) &&
          (o.balanceCents === a.balanceCents || o.accountLast4 !== null) &&
          (o.negative === a.negative || o.bureaus.every((b) => !a.bureaus.includes(b))),
      );
      if (!same) {
        report.accounts.push(a);
        return;
      }
      same.bureaus = union(same.bureaus, a.bureaus);
      same.daysLate = Math.max(same.daysLate, a.daysLate);
      same.disputed ||= a.disputed;
      same.accountLast4 ??= a.accountLast4;
      same.balanceCents ??= a.balanceCents;
      same.originalCreditor ??= a.originalCreditor;
      // The worst status any bureau shows is what the consumer has to deal with.
      const rank = (k: NegativeKind | null) =>
        k ? ['LATE_PAYMENT', 'CHARGE_OFF', 'COLLECTION', 'REPOSSESSION'].indexOf(k) + 1 : 0;
      if (rank(a.negative) > rank(same.negative)) {
        same.negative = a.negative;
        same.status = a.status;
      }
    },
    addInquiry(i: ParsedInquiry) {
      const key = creditorKey(i.creditor);
      if (!key) return;
      const same = report.inquiries.find((o) => creditorKey(o.creditor) === key && o.date === i.date);
      if (same) same.bureaus = union(same.bureaus, i.bureaus);
      else report.inquiries.push(i);
    },
    addPublicRecord(r: ParsedPublicRecord) {
      const same = report.publicRecords.find(
        (o) => o.recordType.toLowerCase() === r.recordType.toLowerCase() && o.filedDate === r.filedDate,
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

export function emptyAccount(creditor: string, bureaus: Bureau[]): ParsedAccount {
  return {
    creditor,
    accountType: null,
    status: null,
    balanceCents: null,
    accountLast4: null,
    bureaus,
    negative: null,
    daysLate: 0,
    originalCreditor: null,
    disputed: false,
    dateReported: null,
  };
}
