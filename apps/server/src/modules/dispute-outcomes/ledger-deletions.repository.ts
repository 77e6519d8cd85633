import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { seenAndStandingSql } from '../../db/ledger-sql';
import { disputeOutcomes } from '../../db/schema';

/** The ledger's entries billing reads: read-only, like the ledger's own repository. */
export function createLedgerDeletionsRepository(db: Database) {
  return {
    /**
     * A person's deletions and reinsertions seen on a report and not corrected since (an entry of a
     * file comparison has its file; an entry from a bureau's answer letter has none), in the order
     * they were written.
     */
    seenOnReports: (userId: number) =>
      db
        .select({
          id: disputeOutcomes.id,
          bureau: disputeOutcomes.bureau,
          kind: disputeOutcomes.kind,
          item: disputeOutcomes.item,
          observedOn: disputeOutcomes.observedOn,
          recordedAt: disputeOutcomes.recordedAt,
        })
        .from(disputeOutcomes)
        .where(
          and(
            eq(disputeOutcomes.userId, userId),
            inArray(disputeOutcomes.kind, ['DELETED', 'REINSERTED']),
            seenAndStandingSql('dispute_outcomes'),
          ),
        )
        .orderBy(asc(disputeOutcomes.id)),
  };
}
