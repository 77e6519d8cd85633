import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { countedDeletionSql } from '../../db/ledger-sql';
import {
  bureauResponses,
  creditIssues,
  disputeOutcomes,
  disputes,
  mailPieces,
  scoreHistory,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/typed-sql';
import { fullNameSql } from '../../db/user-columns';

/**
 * What the results screens read: a read model over the letters, the bureaus' answers, the ledger
 * and the score history of one person, and the ledger's counts for an organization. It never writes.
 * A range is [from, to) of calendar days; omitted, everything.
 */
export function createOutcomeResultsRepository(db: Database) {
  /** The days [from, to) of a date column; everything when no range is given. */
  const daysOf = (column: AnyPgColumn, range?: { from: string; to: string }) =>
    range ? [gte(column, range.from), lt(column, range.to)] : [];
  return {
    lettersOf(userId: number) {
      return db
        .select({
          disputeId: disputes.id,
          issueId: disputes.issueId,
          creditor: creditIssues.creditor,
          accountLast4: creditIssues.accountNumberLast4,
          bureau: disputes.bureau,
          roundNumber: disputes.roundNumber,
          letterType: disputes.letterType,
          sentAt: disputes.dateSent,
          trackingNumber: sql<
            string | null
          >`coalesce(${mailPieces.trackingNumber}, ${disputes.uspsTrackingNumber})`,
        })
        .from(disputes)
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .leftJoin(mailPieces, eq(mailPieces.disputeId, disputes.id))
        .where(and(eq(disputes.userId, userId), isNotNull(disputes.dateSent)))
        .orderBy(asc(disputes.dateSent), asc(disputes.id));
    },
    answersOf(userId: number, range?: { from: string; to: string }) {
      return db
        .select({
          id: bureauResponses.id,
          issueId: disputes.issueId,
          bureau: bureauResponses.bureau,
          roundNumber: disputes.roundNumber,
          responseType: bureauResponses.responseType,
          responseDate: bureauResponses.responseDate,
        })
        .from(bureauResponses)
        .leftJoin(disputes, eq(disputes.id, bureauResponses.disputeId))
        .where(and(eq(bureauResponses.userId, userId), ...daysOf(bureauResponses.responseDate, range)))
        .orderBy(asc(bureauResponses.responseDate), asc(bureauResponses.id));
    },
    outcomesOf(userId: number, range?: { from: string; to: string }) {
      return db
        .select({
          id: disputeOutcomes.id,
          issueId: disputes.issueId,
          bureau: disputeOutcomes.bureau,
          kind: disputeOutcomes.kind,
          item: disputeOutcomes.item,
          previous: disputeOutcomes.previous,
          changedFields: disputeOutcomes.changedFields,
          roundNumber: disputeOutcomes.roundNumber,
          observedOn: disputeOutcomes.observedOn,
        })
        .from(disputeOutcomes)
        .leftJoin(disputes, eq(disputes.id, disputeOutcomes.disputeId))
        .where(and(eq(disputeOutcomes.userId, userId), ...daysOf(disputeOutcomes.observedOn, range)))
        .orderBy(asc(disputeOutcomes.observedOn), asc(disputeOutcomes.id));
    },
    scoresOf(userId: number) {
      return db
        .select({ score: scoreHistory.score, recordedAt: scoreHistory.recordedAt })
        .from(scoreHistory)
        .where(eq(scoreHistory.userId, userId))
        .orderBy(asc(scoreHistory.recordedAt), asc(scoreHistory.id));
    },
    personOf(userId: number) {
      return db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .then((rows) => rows[0]);
    },
    /** People with a letter mailed, an answer or a ledger entry in [from, to): who gets the month's report. */
    async peopleActiveIn(range: { from: Date; to: Date; fromDay: string; toDay: string }) {
      const rows = await rowsOf(
        db,
        sql`
          select user_id as "userId" from disputes where date_sent >= ${range.from.toISOString()} and date_sent < ${range.to.toISOString()}
          union
          select user_id from bureau_responses where response_date >= ${range.fromDay}::date and response_date < ${range.toDay}::date
          union
          select user_id from dispute_outcomes where observed_on >= ${range.fromDay}::date and observed_on < ${range.toDay}::date
          order by 1`,
        z.object({ userId: z.number() }),
      );
      return rows.map((r) => r.userId);
    },
    /**
     * The ledger's entries that answer a letter, counted by group: bureau, creditor, letter type,
     * round and specialist (the client's specialist when the letter was drafted; null for none). A
     * deletion counts once (the one seen in a file, as everywhere deletions are counted). The
     * database's organization scope keeps these to the viewer's organization.
     */
    resultCounts() {
      return rowsOf(
        db,
        sql`
          select o.bureau, o.item->>'creditor' as "furnisher", d.letter_type as "letterType",
            coalesce(o.round_number, d.round_number) as "round",
            d.specialist_id as "specialistId",
            ${fullNameSql('s')} as "specialist",
            count(*)::int as "total",
            count(*) filter (where o.kind = 'DELETED')::int as "deleted",
            count(*) filter (where o.kind = 'UPDATED')::int as "updated",
            count(*) filter (where o.kind = 'VERIFIED')::int as "verified",
            count(*) filter (where o.kind = 'NO_ANSWER')::int as "noAnswer"
          from dispute_outcomes o
          join disputes d on d.id = o.dispute_id
          left join users s on s.id = d.specialist_id
          where o.kind in ('UPDATED', 'VERIFIED', 'NO_ANSWER') or ${countedDeletionSql('o')}
          group by 1, 2, 3, 4, 5, 6`,
        z.object({
          bureau: z.string(),
          furnisher: z.string(),
          letterType: z.string(),
          round: z.number(),
          specialistId: z.number().nullable(),
          specialist: z.string().nullable(),
          total: z.number(),
          deleted: z.number(),
          updated: z.number(),
          verified: z.number(),
          noAnswer: z.number(),
        }),
      );
    },
  };
}
export type OutcomeResultsRepository = ReturnType<typeof createOutcomeResultsRepository>;
