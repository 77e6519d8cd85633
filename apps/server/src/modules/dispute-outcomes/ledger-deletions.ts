import type { Bureau } from '@app/contracts/bureaus';
import type { LedgerItem } from '@app/contracts/dispute-outcomes.contract';
import type { Database } from '../../db/client';
import { deletionsWithReinsertions } from './file-comparison';
import { createLedgerDeletionsRepository } from './ledger-deletions.repository';

/** A deletion the ledger saw on a report, and the reinsertion that undid it, if one has. */
export interface ConfirmedDeletion {
  id: number;
  bureau: Bureau;
  item: LedgerItem;
  /** The day of the report it was seen on (yyyy-mm-dd). */
  observedOn: string;
  recordedAt: Date;
  reinsertion: { id: number; observedOn: string; recordedAt: Date } | null;
}

/**
 * A read-only view of the ledger for pay-per-deletion billing: each deletion seen on a report,
 * paired (bureau by bureau, by the ledger's own matcher) with the reinsertion that undid it.
 * Entries from a bureau's answer letter are not seen on a report and are left out, as are entries
 * a later entry corrects.
 */
export function createLedgerDeletions(db: Database) {
  const repo = createLedgerDeletionsRepository(db);
  return {
    async of(userId: number): Promise<ConfirmedDeletion[]> {
      const standing = await repo.seenOnReports(userId);
      const bureaus = [...new Set(standing.map((r) => r.bureau))];
      return bureaus
        .flatMap((b) => deletionsWithReinsertions(standing.filter((r) => r.bureau === b)))
        .map(({ deletion, reinsertion }) => ({
          id: deletion.id,
          bureau: deletion.bureau,
          item: deletion.item,
          observedOn: deletion.observedOn,
          recordedAt: deletion.recordedAt,
          reinsertion: reinsertion
            ? { id: reinsertion.id, observedOn: reinsertion.observedOn, recordedAt: reinsertion.recordedAt }
            : null,
        }))
        .sort((a, b) => a.id - b.id);
    },
  };
}
export type LedgerDeletions = ReturnType<typeof createLedgerDeletions>;
