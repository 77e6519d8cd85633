import {
  closedDisputeStatuses,
  disputeStatusGroups,
  openDisputeStatuses,
} from '@app/contracts/dispute-counts';
import { type LetterMailer, letterMailers } from '@app/contracts/letter-readiness';
import { and, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { lockNamespaces } from '../../db/lock-keys';
import { creditIssues, disputes, mailPieces, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { rowsOf } from '../../db/typed-sql';

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeWithIssue = DisputeRow & {
  issueTitle: string;
  creditor: string;
  mailedByProduct: boolean;
};

/**
 * Whether the product mailed the letter (it has a mail piece): the page asks for the piece's card
 * only then, instead of once per letter. One probe of the piece's unique dispute index.
 */
export const mailedByProductSql =
  sql<boolean>`exists (select 1 from ${mailPieces} where ${mailPieces.disputeId} = ${disputes.id})`.mapWith(
    Boolean,
  );

/**
 * Only one dispute of an item may be open at a bureau. Takes a lock on the item and bureau for the
 * rest of the transaction, so two requests at the same moment cannot both find none open and both
 * insert; then answers whether one is open.
 */
async function lockOpenAt(tx: Transaction, issueId: number, bureau: DisputeRow['bureau']) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${lockNamespaces.openDisputeOfItem}::int, hashtext(${`${issueId}:${bureau}`}))`,
  );
  const [open] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(
      and(
        eq(disputes.issueId, issueId),
        eq(disputes.bureau, bureau),
        inArray(disputes.status, [...openDisputeStatuses]),
      ),
    )
    .limit(1);
  return open !== undefined;
}

/** The client's assigned specialist as the letter is drafted: the letter keeps it (results by specialist). */
const specialistNow = (userId: number) =>
  sql<number | null>`(select ${users.assignedSpecialistId} from ${users} where ${users.id} = ${userId})`;

export function createDisputesRepository(db: Database) {
  const withIssue = (q: Database | Transaction = db) =>
    q
      .select({
        dispute: disputes,
        issueTitle: creditIssues.title,
        creditor: creditIssues.creditor,
        mailedByProduct: mailedByProductSql,
      })
      .from(disputes)
      .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId));
  const flatten = (
    rows: { dispute: DisputeRow; issueTitle: string; creditor: string; mailedByProduct: boolean }[],
  ): DisputeWithIssue[] => rows.map(({ dispute, ...names }) => ({ ...dispute, ...names }));

  return {
    async listForUser(userId: number) {
      return flatten(
        await withIssue()
          .where(eq(disputes.userId, userId))
          .orderBy(desc(disputes.createdAt), desc(disputes.id)),
      );
    },
    /** Everyone's, newest first; the admin portal pages through more with the tracking list. */
    async listNewest(limit: number) {
      return flatten(await withIssue().orderBy(desc(disputes.createdAt), desc(disputes.id)).limit(limit));
    },
    /** The newest mailed, unanswered dispute of an issue, inside the caller's transaction. */
    async newestMailedWithin(tx: Transaction, issueId: number) {
      const [row] = await tx
        .select({ id: disputes.id })
        .from(disputes)
        .where(
          and(
            eq(disputes.issueId, issueId),
            inArray(disputes.status, [
              ...disputeStatusGroups.mailed,
              ...disputeStatusGroups.awaitingBureauAnswer,
            ]),
          ),
        )
        .orderBy(desc(disputes.createdAt), desc(disputes.id))
        .limit(1);
      return row;
    },
    async resolveWithin(tx: Transaction, id: number, on: string) {
      await tx
        .update(disputes)
        .set({ status: 'RESOLVED', actualResponse: on, updatedAt: new Date() })
        .where(eq(disputes.id, id));
    },
    /** Inside the caller's transaction when given one. */
    async find(id: number, tx?: Transaction) {
      return flatten(await withIssue(tx).where(eq(disputes.id, id)))[0];
    },
    async findByTrackingNumber(trackingNumber: string) {
      return flatten(await withIssue().where(eq(disputes.uspsTrackingNumber, trackingNumber)).limit(1))[0];
    },
    async findOpen(issueId: number, bureau: DisputeRow['bureau']) {
      const [row] = await db
        .select({ id: disputes.id })
        .from(disputes)
        .where(
          and(
            eq(disputes.issueId, issueId),
            eq(disputes.bureau, bureau),
            inArray(disputes.status, [...openDisputeStatuses]),
          ),
        );
      return row;
    },
    /** The open disputes of these items, at any bureau: what the Dispute Center must not draft again. */
    async openForIssues(issueIds: number[], tx?: Transaction) {
      if (issueIds.length === 0) return [];
      return (tx ?? db)
        .select({
          id: disputes.id,
          issueId: disputes.issueId,
          bureau: disputes.bureau,
          status: disputes.status,
          consumerApprovedAt: disputes.consumerApprovedAt,
        })
        .from(disputes)
        .where(and(inArray(disputes.issueId, issueIds), inArray(disputes.status, [...openDisputeStatuses])));
    },
    /** Several rows at once, with their issue; in the order asked is not promised. */
    async findMany(ids: number[]) {
      if (ids.length === 0) return [];
      return flatten(await withIssue().where(inArray(disputes.id, ids)));
    },
    /**
     * The consumer's answers to several letters land together or not at all, with what `alongside`
     * writes in the same transaction (the items' status, the audit entries).
     */
    async answerMany(
      approvedIds: number[],
      accurateIds: number[],
      at: Date,
      accurateNote: string,
      mailers: Map<number, LetterMailer>,
      alongside: (tx: Transaction) => Promise<void>,
    ) {
      await db.transaction(async (tx) => {
        for (const mailedBy of letterMailers) {
          const ids = approvedIds.filter((id) => mailers.get(id) === mailedBy);
          if (ids.length === 0) continue;
          await tx
            .update(disputes)
            .set({
              mailedBy,
              consumerApprovedAt: at,
              attestedAt: at,
              changeRequest: null,
              changeRequestedAt: null,
              updatedAt: at,
            })
            .where(and(inArray(disputes.id, ids), isNull(disputes.consumerApprovedAt)));
        }
        if (accurateIds.length > 0) {
          await tx
            .update(disputes)
            .set({ changeRequest: accurateNote, changeRequestedAt: at, updatedAt: at })
            .where(and(inArray(disputes.id, accurateIds), isNull(disputes.consumerApprovedAt)));
        }
        await alongside(tx);
      });
    },
    /**
     * A next round, unless a dispute of the item is already open at the bureau (see `lockOpenAt`).
     * Answers the new id, or null when one is open.
     */
    async insertUnlessOpen(row: typeof disputes.$inferInsert & { bureau: DisputeRow['bureau'] }) {
      return db.transaction(async (tx) => {
        if (await lockOpenAt(tx, row.issueId, row.bureau)) return null;
        const [inserted] = await tx
          .insert(disputes)
          .values({ ...row, specialistId: specialistNow(row.userId) })
          .returning({ id: disputes.id });
        return (inserted as { id: number }).id;
      });
    },
    /**
     * A new dispute and what must land with it (the item's status, an idempotency key), in one
     * transaction, unless one of the item is already open at the bureau (see `lockOpenAt`); answers
     * the dispute as read inside it, or null when one is open.
     */
    async insertWith(
      row: typeof disputes.$inferInsert & { bureau: DisputeRow['bureau'] },
      alongside: (tx: Transaction, created: DisputeWithIssue) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        if (await lockOpenAt(tx, row.issueId, row.bureau)) return null;
        const [inserted] = await tx
          .insert(disputes)
          .values({ ...row, specialistId: specialistNow(row.userId) })
          .returning({ id: disputes.id });
        const created = flatten(
          await withIssue(tx).where(eq(disputes.id, (inserted as { id: number }).id)),
        )[0] as DisputeWithIssue;
        await alongside(tx, created);
        return created;
      });
    },
    /**
     * The newest mailed letter about this item at this bureau with this letter type and reason, and
     * whether anything new happened since it was drafted: an entry in the item's ledger there, a
     * bureau answer about the item there, or a document the person added. Null when there is none.
     */
    async earlierSameLetter(q: {
      userId: number;
      issueId: number;
      bureau: string;
      letterType: string;
      reason: string;
    }) {
      const [row] = await rowsOf(
        db,
        sql`
          select d.date_sent as "dateSent",
            exists (
              select 1 from dispute_outcomes o join disputes x on x.id = o.dispute_id
              where x.issue_id = d.issue_id and x.bureau = d.bureau and o.recorded_at > d.created_at
            ) or exists (
              select 1 from bureau_responses r join disputes x on x.id = r.dispute_id
              where x.issue_id = d.issue_id and x.bureau = d.bureau and r.created_at > d.created_at
            ) or exists (
              select 1 from chat_documents c where c.user_id = ${q.userId} and c.created_at > d.created_at
            ) as "newSince"
          from disputes d
          where d.issue_id = ${q.issueId} and d.bureau = ${q.bureau} and d.letter_type = ${q.letterType}
            and d.reason = ${q.reason} and d.date_sent is not null
          order by d.id desc
          limit 1`,
        z.object({ dateSent: z.coerce.date(), newSince: z.boolean() }),
      );
      return row ?? null;
    },
    async dueFollowUps(userId: number, today: string) {
      return flatten(
        await withIssue()
          .where(
            and(
              eq(disputes.userId, userId),
              eq(disputes.alertSent, false),
              lte(disputes.followUpDate, today),
              notInArray(disputes.status, [...closedDisputeStatuses]),
            ),
          )
          .orderBy(disputes.followUpDate),
      );
    },
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /**
     * A mail provider's news about a letter, in one statement and without reading the letter first:
     * its latest status in the provider's words, and, once the bureau received it, the delivery and
     * the follow-up and bureau-answer dates, which only a SENT letter without a delivery takes.
     */
    async applyMailProgress(
      id: number,
      progress: {
        trackingStatus?: { text: string; at: Date };
        received?: { deliveryDate: string; followUpDate: string; expectedResponse: string };
      },
    ) {
      const { trackingStatus, received } = progress;
      const receives = sql`(${disputes.status} = 'SENT' and ${disputes.deliveryDate} is null)`;
      const onReceipt = (value: string, column: AnyPgColumn) =>
        sql`case when ${receives} then ${value} else ${column} end`;
      await db
        .update(disputes)
        .set({
          updatedAt: new Date(),
          ...(trackingStatus
            ? { trackingStatus: trackingStatus.text, trackingCheckedAt: trackingStatus.at }
            : {}),
          ...(received
            ? {
                status: onReceipt('DELIVERED', disputes.status),
                deliveryDate: onReceipt(received.deliveryDate, disputes.deliveryDate),
                followUpDate: onReceipt(received.followUpDate, disputes.followUpDate),
                expectedResponse: onReceipt(received.expectedResponse, disputes.expectedResponse),
              }
            : {}),
        })
        .where(eq(disputes.id, id));
    },

    /** Inside the caller's transaction when given one (an approval and its audit entry). */
    async update(id: number, changes: Partial<typeof disputes.$inferInsert>, tx?: Transaction) {
      await (tx ?? db)
        .update(disputes)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(disputes.id, id));
    },
  };
}
export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
