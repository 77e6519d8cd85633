import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditIssues, disputeOutcomes, disputes, mailPieces } from '../../db/schema';

/**
 * What the next round is chosen from: a person's negative items, every letter about them, and the
 * ledger's entries that closed a letter. It never writes. The database's organization scope keeps
 * each read to the viewer's organization.
 */
export function createNextRoundRepository(db: Database) {
  return {
    itemsOf(userId: number) {
      return db
        .select({
          id: creditIssues.id,
          type: creditIssues.type,
          status: creditIssues.status,
          creditor: creditIssues.creditor,
          accountLast4: creditIssues.accountNumberLast4,
          bureaus: creditIssues.bureaus,
          firstContactOn: creditIssues.collectorFirstContactOn,
        })
        .from(creditIssues)
        .where(eq(creditIssues.userId, userId))
        .orderBy(asc(creditIssues.id));
    },
    /** Every letter, in the order drafted, with its certified number when it has one. */
    lettersOf(userId: number) {
      return db
        .select({
          id: disputes.id,
          issueId: disputes.issueId,
          bureau: disputes.bureau,
          letterType: disputes.letterType,
          reason: disputes.reason,
          roundNumber: disputes.roundNumber,
          dateSent: disputes.dateSent,
          deliveryDate: disputes.deliveryDate,
          expectedResponse: disputes.expectedResponse,
          trackingNumber: sql<
            string | null
          >`coalesce(${mailPieces.trackingNumber}, ${disputes.uspsTrackingNumber})`,
        })
        .from(disputes)
        .leftJoin(mailPieces, eq(mailPieces.disputeId, disputes.id))
        .where(eq(disputes.userId, userId))
        .orderBy(asc(disputes.id));
    },
    /** The ledger's entries tied to a letter, in the order written. */
    closingOutcomesOf(userId: number) {
      return db
        .select({
          disputeId: disputeOutcomes.disputeId,
          kind: disputeOutcomes.kind,
          observedOn: disputeOutcomes.observedOn,
        })
        .from(disputeOutcomes)
        .where(and(eq(disputeOutcomes.userId, userId), isNotNull(disputeOutcomes.disputeId)))
        .orderBy(asc(disputeOutcomes.id));
    },
  };
}
export type NextRoundRepository = ReturnType<typeof createNextRoundRepository>;
