// Zod-free (the schemas are in outcome-results.contract.ts), so the screens that show results in
// words do not load the schema library with them.
import { type Bureau, bureauLabel } from './bureaus';
import { formatUsd } from './common/money';
import { plural } from './common/plural';
import type { LedgerItem, OutcomeField, OutcomeKind } from './dispute-outcomes.contract';

export const resultGroupings = ['bureau', 'furnisher', 'letterType', 'round', 'specialist'] as const;
export type ResultGrouping = (typeof resultGroupings)[number];
export const resultGroupingLabels: Record<ResultGrouping, string> = {
  bureau: 'By bureau',
  furnisher: 'By creditor',
  letterType: 'By letter type',
  round: 'By round',
  specialist: 'By specialist (the client’s specialist when the letter was drafted)',
};

export const resultGroupingShortLabels: Record<ResultGrouping, string> = {
  bureau: 'Bureau',
  furnisher: 'Creditor',
  letterType: 'Letter type',
  round: 'Round',
  specialist: 'Specialist',
};

/** "12 of 40 deleted, 30%": a rate is never shown without the counts it comes from. */
export function rateWithCounts(count: number, total: number, what: string): string {
  const percent = total === 0 ? 0 : Math.round((count / total) * 100);
  return `${count} of ${total} ${what}, ${percent}%`;
}

const money = (cents: number | null) => (cents === null ? 'none' : formatUsd(cents / 100));
const orNone = (s: string | null) => s ?? 'none';

const fieldChange: Record<OutcomeField, (before: LedgerItem, after: LedgerItem) => string> = {
  balance: (b, a) => `Balance updated from ${money(b.balanceCents)} to ${money(a.balanceCents)}`,
  status: (b, a) => `Status updated from ${orNone(b.status)} to ${orNone(a.status)}`,
  dates: (b, a) =>
    `Dates updated (opened ${orNone(b.openedOn)} → ${orNone(a.openedOn)}, first late ${orNone(b.delinquentSince)} → ${orNone(a.delinquentSince)})`,
  remarks: (b, a) => `Remarks updated from ${orNone(b.remarks)} to ${orNone(a.remarks)}`,
};

/** A ledger entry in the words a consumer reads: what the bureau did to the item. */
export function outcomeWords(entry: {
  kind: OutcomeKind;
  bureau: Bureau;
  item: LedgerItem;
  previous: LedgerItem | null;
  changedFields: readonly OutcomeField[];
}): string {
  const name = bureauLabel[entry.bureau];
  switch (entry.kind) {
    case 'DELETED':
      return `Deleted by ${name}`;
    case 'UPDATED': {
      const before = entry.previous;
      if (!before || entry.changedFields.length === 0) return `Updated by ${name}`;
      return `${entry.changedFields.map((f) => fieldChange[f](before, entry.item)).join('; ')} by ${name}`;
    }
    case 'VERIFIED':
      return `Verified by ${name}, unchanged`;
    case 'REINSERTED':
      return `Put back by ${name} after a deletion`;
    case 'NEW':
      return `Newly reported by ${name}`;
    case 'NO_ANSWER':
      return `No answer from ${name} within 30 days`;
  }
}

export const timelineWords = {
  letterMailed: (b: Bureau, round: number) => `Letter mailed to ${bureauLabel[b]} (round ${round})`,
  answered: (b: Bureau, answer: string) => `${bureauLabel[b]} answered: ${answer}`,
} as const;

/** The monthly notice that the proof-of-work report is ready. */
export const proofOfWorkNotice = {
  subject: (monthName: string) => `Your credit repair report for ${monthName}`,
  body: (input: {
    firstName: string;
    monthName: string;
    letters: number;
    answers: number;
    changes: number;
    link: string;
  }) =>
    [
      `Hello ${input.firstName},`,
      '',
      `Here is what was done on your credit file in ${input.monthName}: ${plural(input.letters, 'letter')} mailed, ${plural(input.answers, 'answer')} received, ${plural(input.changes, 'item change')} seen on your reports.`,
      '',
      `Download the report as a PDF from your client page: ${input.link}`,
    ].join('\n'),
} as const;

/** A mailed letter as the results PDFs list it: its day, what `about` names, its round and certified number. */
export function mailedLetterLine(
  l: { day: string; roundNumber: number; trackingNumber: string | null },
  ...about: string[]
): string {
  const certified = `certified number ${l.trackingNumber ?? 'none (mailed without tracking)'}`;
  return [l.day, ...about, `round ${l.roundNumber}`, certified].join('  ');
}
