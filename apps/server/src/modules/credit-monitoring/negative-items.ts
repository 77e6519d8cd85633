import type { Bureau } from '@app/contracts/bureaus';
import { creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import type { CreditIssueType } from '@app/contracts/credit-issues.contract';
import { clampScore } from '@app/contracts/score';
import type { CreditFile, FileAccount } from '../../integrations/bureaus/bureaus.port';

/** A negative item of a credit file, as it becomes a credit issue. */
export interface NegativeItem {
  /** Stable across pulls: how a later sync knows the item is the same one. */
  key: string;
  type: CreditIssueType;
  title: string;
  description: string;
  creditor: string;
  accountNumberLast4: string | null;
  amountCents: number | null;
  dateReported: string | null;
  impact: number;
  bureaus: Bureau[];
}

const worstLate = (a: FileAccount) =>
  Math.max(0, ...a.paymentHistory.map((h) => (h === '30' ? 30 : h === '60' ? 60 : h === '90' ? 90 : 0)));

const lateImpact: Record<number, number> = { 30: 25, 60: 35, 90: 45 };
const statusTypes: Partial<Record<FileAccount['paymentStatus'], { type: CreditIssueType; impact: number }>> =
  {
    Collection: { type: 'COLLECTION', impact: 45 },
    'Charge-off': { type: 'CHARGE_OFF', impact: 60 },
    Repossession: { type: 'REPOSSESSION', impact: 55 },
  };

const item = (i: Omit<NegativeItem, 'title'>): NegativeItem => ({
  ...i,
  title: `${creditIssueTypeLabels[i.type]} - ${i.creditor}`,
});

/** Collections, charge-offs, repossessions, late marks, hard inquiries and public records. */
export function negativeItemsOf(file: CreditFile): NegativeItem[] {
  const items: NegativeItem[] = [];
  for (const a of file.accounts) {
    const derogatory = statusTypes[a.paymentStatus];
    if (derogatory) {
      items.push(
        item({
          key: `account:${a.id}`,
          type: derogatory.type,
          description: `${a.accountName}: ${a.paymentStatus.toLowerCase()} reported with a balance.`,
          creditor: a.creditor,
          accountNumberLast4: a.accountNumberLast4,
          amountCents: a.balanceCents,
          dateReported: a.delinquentSince,
          impact: derogatory.impact,
          bureaus: a.bureaus,
        }),
      );
      continue;
    }
    const late = Math.max(worstLate(a), Number.parseInt(a.paymentStatus, 10) || 0);
    if (late > 0) {
      items.push(
        item({
          key: `late:${a.id}`,
          type: 'LATE_PAYMENT',
          description: `${a.accountName}: reported ${late} days late within the last 24 months.`,
          creditor: a.creditor,
          accountNumberLast4: a.accountNumberLast4,
          amountCents: a.balanceCents,
          dateReported: a.delinquentSince,
          impact: lateImpact[late] ?? 25,
          bureaus: a.bureaus,
        }),
      );
    }
  }
  for (const i of file.inquiries.filter((q) => q.inquiryType === 'HARD')) {
    items.push(
      item({
        key: `inquiry:${i.id}`,
        type: 'INQUIRY',
        description: `Hard inquiry by ${i.creditor} on ${i.inquiryDate}.`,
        creditor: i.creditor,
        accountNumberLast4: null,
        amountCents: null,
        dateReported: i.inquiryDate,
        impact: 5,
        bureaus: i.bureaus,
      }),
    );
  }
  for (const r of file.publicRecords) {
    items.push(
      item({
        key: `record:${r.id}`,
        type: r.bankruptcy ? 'BANKRUPTCY' : 'PUBLIC_RECORD',
        description: `${r.recordType}, ${r.status.toLowerCase()}, filed ${r.filedDate}.`,
        creditor: r.recordType,
        accountNumberLast4: null,
        amountCents: r.amountCents,
        dateReported: r.filedDate,
        impact: r.bankruptcy ? 130 : 70,
        bureaus: r.bureaus,
      }),
    );
  }
  return items;
}

/** The same creditor however a bureau spells it: 'CAPITAL ONE, N.A.' is 'Capital One'. */
const creditorKey = (creditor: string) =>
  creditor
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !['inc', 'llc', 'corp', 'co', 'na', 'n', 'a', 'the', 'usa'].includes(w))
    .join(' ');

/** An existing issue and a file item are the same negative item when type and creditor match. */
export const sameItemKey = (type: CreditIssueType, creditor: string) => `${type}|${creditorKey(creditor)}`;

/** The score a file gives: Experian's when it reports one (the connection is to Experian), else the middle one. */
export function scoreOf(file: CreditFile): number | null {
  if (file.scores.EXPERIAN !== undefined) return file.scores.EXPERIAN;
  const all = Object.values(file.scores).sort((a, b) => a - b);
  return all.length ? clampScore(all[Math.floor(all.length / 2)] as number) : null;
}

/** Revolving balances over limits, of accounts in good standing. */
/** Balances over limits of the open cards; null when the file has no card with a limit to divide by. */
export function utilizationOf(file: CreditFile): number | null {
  const open = file.accounts.filter(
    (a) => a.revolving && a.creditLimitCents && a.paymentStatus === 'Current',
  );
  const limits = open.reduce((s, a) => s + (a.creditLimitCents ?? 0), 0);
  return limits ? Math.min(1, open.reduce((s, a) => s + a.balanceCents, 0) / limits) : null;
}

/** Months since the oldest account was opened; null when the file dates no account. */
export function accountAgeMonthsOf(file: CreditFile): number | null {
  const oldest = file.accounts.map((a) => a.openedOn).sort()[0];
  if (!oldest) return null;
  const [y1, m1] = oldest.split('-').map(Number) as [number, number];
  const [y2, m2] = file.reportDate.split('-').map(Number) as [number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1));
}
