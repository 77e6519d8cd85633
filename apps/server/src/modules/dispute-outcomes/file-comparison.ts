import type { LedgerItem, OutcomeField, OutcomeKind } from '@app/contracts/dispute-outcomes.contract';
import { matchItems, matchScore, sameCreditor } from './item-matcher';

/** An outcome the comparison found, before it is linked to a letter and written. */
export interface OutcomeDraft {
  kind: OutcomeKind;
  item: LedgerItem;
  previous: LedgerItem | null;
  changedFields: OutcomeField[];
}

const words = (s: string | null) => (s ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/** The facts that differ between two readings of one item. */
function changedFieldsOf(before: LedgerItem, after: LedgerItem): OutcomeField[] {
  const changed: OutcomeField[] = [];
  if (before.balanceCents !== after.balanceCents) changed.push('balance');
  if (words(before.status) !== words(after.status)) changed.push('status');
  if (before.openedOn !== after.openedOn || before.delinquentSince !== after.delinquentSince)
    changed.push('dates');
  if (words(before.remarks) !== words(after.remarks)) changed.push('remarks');
  return changed;
}

/**
 * Each deletion in a bureau's history with the reinsertion that undid it, if any: the history is
 * replayed in the order it was written, and a reinsertion undoes the earliest deletion of the same
 * item still standing, so an item deleted, back and deleted again is two deletions, the first
 * undone and the second standing.
 */
export function deletionsWithReinsertions<E extends { kind: OutcomeKind; item: LedgerItem }>(
  history: readonly E[],
): { deletion: E; reinsertion: E | null }[] {
  const all: { deletion: E; reinsertion: E | null }[] = [];
  const standing: { deletion: E; reinsertion: E | null }[] = [];
  for (const entry of history) {
    if (entry.kind === 'DELETED') {
      const pair = { deletion: entry, reinsertion: null };
      all.push(pair);
      standing.push(pair);
    }
    if (entry.kind === 'REINSERTED') {
      const at = standing.findIndex((d) => matchScore(d.deletion.item, entry.item) !== null);
      const undone = standing[at];
      if (undone) {
        undone.reinsertion = entry;
        standing.splice(at, 1);
      }
    }
  }
  return all;
}

/** The items deleted earlier and not back since: the deletions of the history no reinsertion undid. */
export const stillDeleted = (history: readonly { kind: OutcomeKind; item: LedgerItem }[]): LedgerItem[] =>
  deletionsWithReinsertions(history)
    .filter((d) => d.reinsertion === null)
    .map((d) => d.deletion.item);

/**
 * One bureau's newer file against its older one: items gone are DELETED, items whose facts moved
 * are UPDATED (naming the facts), items that were not there are NEW, or REINSERTED when an earlier
 * deletion of the same item stands. Items unchanged are returned apart: whether they were VERIFIED
 * depends on the letters, not on the files.
 */
export function compareBureauFiles(input: {
  before: readonly LedgerItem[];
  after: readonly LedgerItem[];
  deletedEarlier: readonly LedgerItem[];
}): { drafts: OutcomeDraft[]; unchanged: LedgerItem[] } {
  const { before, after } = input;
  const { pairs, onlyBefore, onlyAfter } = matchItems(before, after);
  const drafts: OutcomeDraft[] = [];
  const unchanged: LedgerItem[] = [];
  for (const [i, j] of pairs) {
    const was = before[i] as LedgerItem;
    const now = after[j] as LedgerItem;
    const changedFields = changedFieldsOf(was, now);
    if (changedFields.length === 0) unchanged.push(now);
    else drafts.push({ kind: 'UPDATED', item: now, previous: was, changedFields });
  }
  for (const i of onlyBefore) {
    drafts.push({ kind: 'DELETED', item: before[i] as LedgerItem, previous: null, changedFields: [] });
  }
  const deleted = [...input.deletedEarlier];
  for (const j of onlyAfter) {
    const now = after[j] as LedgerItem;
    const back = deleted.findIndex((d) => matchScore(d, now) !== null);
    if (back >= 0) deleted.splice(back, 1);
    drafts.push({ kind: back >= 0 ? 'REINSERTED' : 'NEW', item: now, previous: null, changedFields: [] });
  }
  return { drafts, unchanged };
}

/** A letter mailed about an item, as the ledger links outcomes to it. */
export interface MailedLetter {
  disputeId: number;
  roundNumber: number;
  bureau: LedgerItem['bureau'];
  creditor: string;
  accountLast4: string | null;
  /** When it was mailed (ISO); the letter that preceded an outcome is the newest mailed before it. */
  sentAt: string;
  /** The bureau answered it (a recorded answer or an answer date). */
  answered: boolean;
  /** An outcome already names it. */
  settled: boolean;
}

/** The newest letter to this item's bureau about this item (same creditor, digits not contradicting). */
export function letterBefore(item: LedgerItem, letters: readonly MailedLetter[]): MailedLetter | null {
  let best: MailedLetter | null = null;
  for (const l of letters) {
    if (l.bureau !== item.bureau || !sameCreditor(l.creditor, item.creditor)) continue;
    if (l.accountLast4 && item.accountLast4 && l.accountLast4 !== item.accountLast4) continue;
    if (!best || l.sentAt > best.sentAt) best = l;
  }
  return best;
}
