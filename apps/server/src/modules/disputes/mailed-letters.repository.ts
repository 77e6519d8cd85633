import { disputeStatusGroups } from '@app/contracts/dispute-counts';
import type { DisputeStatus } from '@app/contracts/disputes.contract';
import { and, asc, eq, gt, inArray, isNotNull, lt, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerNamesLetterSql } from '../../db/ledger-sql';
import { bureauResponses, creditIssues, disputes } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

/** Every letter that left: mailed, delivered, followed up, or answered. */
const leftStatuses: DisputeStatus[] = [
  ...disputeStatusGroups.mailed,
  ...disputeStatusGroups.awaitingBureauAnswer,
  ...disputeStatusGroups.closed,
];
/** Mailed and not answered yet. */
const waitingStatuses: DisputeStatus[] = [
  ...disputeStatusGroups.mailed,
  ...disputeStatusGroups.awaitingBureauAnswer,
];

const answeredSql = sql<boolean>`(${disputes.actualResponse} is not null or exists (select 1 from ${bureauResponses} where ${bureauResponses.disputeId} = ${disputes.id}))`;
const settledSql = ledgerNamesLetterSql(disputes.id);

/**
 * The letters a person's items were disputed with, as the outcome ledger links its entries to them:
 * read here, since the letters are this module's (whether an outcome already closed a letter is the
 * ledger's to say).
 */
export function createMailedLettersRepository(db: Database) {
  return {
    lettersOfWithin(tx: Transaction, userId: number) {
      return tx
        .select({
          disputeId: disputes.id,
          roundNumber: disputes.roundNumber,
          bureau: disputes.bureau,
          creditor: creditIssues.creditor,
          accountLast4: creditIssues.accountNumberLast4,
          sentAt: disputes.dateSent,
          answered: answeredSql,
          settled: settledSql,
        })
        .from(disputes)
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .where(
          and(
            eq(disputes.userId, userId),
            isNotNull(disputes.dateSent),
            inArray(disputes.status, leftStatuses),
          ),
        );
    },
    /**
     * Letters whose 30 days ran out before `today` with no answer and nothing the ledger says of
     * them, oldest first, after `afterId`: what the no-answer clock closes.
     */
    unansweredPast(today: string, afterId: number, limit: number) {
      return db
        .select({
          disputeId: disputes.id,
          userId: disputes.userId,
          roundNumber: disputes.roundNumber,
          bureau: disputes.bureau,
          creditor: creditIssues.creditor,
          accountLast4: creditIssues.accountNumberLast4,
          dateReported: creditIssues.dateReported,
          amountCents: creditIssues.amountCents,
          type: creditIssues.type,
          expectedResponse: disputes.expectedResponse,
        })
        .from(disputes)
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .where(
          and(
            gt(disputes.id, afterId),
            isNotNull(disputes.dateSent),
            inArray(disputes.status, waitingStatuses),
            lt(disputes.expectedResponse, today),
            not(answeredSql),
            not(settledSql),
          ),
        )
        .orderBy(asc(disputes.id))
        .limit(limit);
    },
  };
}
