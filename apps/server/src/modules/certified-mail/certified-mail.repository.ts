import type { MailPieceStatus } from '@app/contracts/certified-mail.contract';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailEvents, mailPieces } from '../../db/schema';

export type MailPieceRow = typeof mailPieces.$inferSelect;

/**
 * A piece as its tracking reads it: every column but the sealed PDF and the return receipt, which
 * are large and never needed to apply an event (reading them cost more than the rest of an event).
 */
const { pdfSealed: _pdf, returnReceipt: _receipt, ...trackedColumns } = getTableColumns(mailPieces);
export type TrackedPiece = Omit<MailPieceRow, 'pdfSealed' | 'returnReceipt'>;
export type NewMailPiece = typeof mailPieces.$inferInsert;

/**
 * What is passed on at cost for mailed letters: each piece's recorded postage, certified fee and
 * return receipt (the print is the company's own cost), counted with the pieces.
 */
const postageTotals = {
  pieces: sql<number>`count(*)::int`,
  cents: sql<number>`coalesce(sum(${mailPieces.postageCents} + ${mailPieces.certifiedCents} + ${mailPieces.returnReceiptCents}), 0)::int`,
};
type NewMailEvent = typeof mailEvents.$inferInsert;
/** A piece as its writes name it: by its id within its organization. */
type PieceRef = Pick<MailPieceRow, 'id' | 'organizationId'>;
const isPiece = (piece: PieceRef) =>
  and(eq(mailPieces.id, piece.id), eq(mailPieces.organizationId, piece.organizationId));

/** Certified mail pieces and their events; the only file of the module that speaks SQL. */
export function createCertifiedMailRepository(db: Database) {
  return {
    /** The new piece, or null when the letter already has one (the unique dispute id). */
    async insertPiece(values: NewMailPiece): Promise<MailPieceRow | null> {
      const [row] = await db.insert(mailPieces).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async trackedPieceOfDispute(organizationId: number, disputeId: number): Promise<TrackedPiece | null> {
      const [row] = await db
        .select(trackedColumns)
        .from(mailPieces)
        .where(and(eq(mailPieces.organizationId, organizationId), eq(mailPieces.disputeId, disputeId)));
      return row ?? null;
    },

    async pieceOfDispute(organizationId: number, disputeId: number) {
      const [row] = await db
        .select()
        .from(mailPieces)
        .where(and(eq(mailPieces.organizationId, organizationId), eq(mailPieces.disputeId, disputeId)));
      return row ?? null;
    },

    async deletePiece(piece: PieceRef) {
      await db.delete(mailPieces).where(and(isPiece(piece), eq(mailPieces.status, 'QUEUED')));
    },

    async update(piece: PieceRef, values: Partial<NewMailPiece>) {
      await db.update(mailPieces).set(values).where(isPiece(piece));
    },

    /**
     * Moves a piece forward only: the update holds only while the piece still has the status it was
     * read with, so two events applied at once never move it backwards.
     */
    async advance(piece: PieceRef, from: MailPieceStatus, values: Partial<NewMailPiece>) {
      const rows = await db
        .update(mailPieces)
        .set(values)
        .where(and(isPiece(piece), eq(mailPieces.status, from)))
        .returning({ id: mailPieces.id });
      return rows.length === 1;
    },

    /**
     * Claims queued letters whose attempt is due, pushing their next attempt out by the lease, so
     * another process's run does not take them while this one sends them.
     */
    async claimQueued(now: Date, leaseMs: number, limit: number) {
      const due = db
        .select({ id: mailPieces.id })
        .from(mailPieces)
        .where(
          and(
            eq(mailPieces.status, 'QUEUED'),
            or(isNull(mailPieces.nextAttemptAt), lte(mailPieces.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(mailPieces.nextAttemptAt), asc(mailPieces.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailPieces)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(and(inArray(mailPieces.id, due), eq(mailPieces.status, 'QUEUED')))
        .returning();
    },

    /** Pieces still on their way, least recently looked at first. */
    async travelling(polledBefore: Date, limit: number): Promise<TrackedPiece[]> {
      return db
        .select(trackedColumns)
        .from(mailPieces)
        .where(
          and(
            sql`${mailPieces.status} not in ('QUEUED', 'DELIVERED', 'RETURNED_TO_SENDER')`,
            or(isNull(mailPieces.lastPolledAt), lte(mailPieces.lastPolledAt, polledBefore)),
          ),
        )
        .orderBy(sql`${mailPieces.lastPolledAt} asc nulls first`, asc(mailPieces.id))
        .limit(limit);
    },

    /**
     * A provider's event, in one statement: the piece it names (null when none of ours), and
     * whether the event was new and is now stored under it (false for a replay: the same provider
     * and event id insert nothing). The piece is read as it was before the event.
     */
    async recordEventOfPiece(
      provider: MailPieceRow['provider'],
      providerId: string,
      event: Pick<NewMailEvent, 'providerEventId' | 'type' | 'occurredAt' | 'location' | 'receivedAt'>,
    ): Promise<{ piece: TrackedPiece; fresh: boolean } | null> {
      const named = and(eq(mailPieces.provider, provider), eq(mailPieces.providerId, providerId));
      const stored = db.$with('stored', { id: sql<number>`id` }).as(
        sql`insert into ${mailEvents} (organization_id, piece_id, provider, provider_event_id, type,
            occurred_at, location, received_at)
          select ${mailPieces.organizationId}, ${mailPieces.id}, ${mailPieces.provider}, ${event.providerEventId},
            ${event.type}, ${event.occurredAt.toISOString()}::timestamptz, ${event.location ?? null},
            ${(event.receivedAt ?? new Date()).toISOString()}::timestamptz
          from ${mailPieces} where ${named}
          on conflict do nothing returning id`,
      );
      const [row] = await db
        .with(stored)
        .select({ ...trackedColumns, fresh: sql<boolean>`exists (select from ${stored})` })
        .from(mailPieces)
        .where(named);
      if (!row) return null;
      const { fresh, ...piece } = row;
      return { piece, fresh };
    },

    async eventsOf(pieceIds: number[]) {
      if (pieceIds.length === 0) return [];
      return db
        .select()
        .from(mailEvents)
        .where(inArray(mailEvents.pieceId, pieceIds))
        .orderBy(asc(mailEvents.occurredAt), asc(mailEvents.id));
    },

    /** The postage (with the certified and return receipt fees) of a person's letters sent in [from, to). */
    async postageBetween(userId: number, from: Date, to: Date) {
      const [row] = await db
        .select(postageTotals)
        .from(mailPieces)
        .where(and(eq(mailPieces.userId, userId), gte(mailPieces.sentAt, from), lt(mailPieces.sentAt, to)));
      return row ?? { pieces: 0, cents: 0 };
    },
    /** The postage of every letter an organization handed to the carrier in [from, to). */
    async organizationPostageBetween(organizationId: number, from: Date, to: Date) {
      const [row] = await db
        .select(postageTotals)
        .from(mailPieces)
        .where(
          and(
            eq(mailPieces.organizationId, organizationId),
            gte(mailPieces.sentAt, from),
            lt(mailPieces.sentAt, to),
          ),
        );
      return row ?? { pieces: 0, cents: 0 };
    },
    /**
     * An organization's letters per calendar month (UTC) they were handed over, newest first: their
     * postage (with the certified and return receipt fees) and all they cost; the latest `months`.
     */
    organizationPostageByMonth: (organizationId: number, months?: number) => {
      const month = sql<string>`to_char(${mailPieces.sentAt} at time zone 'UTC', 'YYYY-MM')`;
      const query = db
        .select({
          month,
          ...postageTotals,
          totalCents: sql<number>`coalesce(sum(${mailPieces.totalCents}), 0)::int`,
        })
        .from(mailPieces)
        .where(and(eq(mailPieces.organizationId, organizationId), isNotNull(mailPieces.sentAt)))
        .groupBy(month)
        .orderBy(desc(month));
      return months === undefined ? query : query.limit(months);
    },
  };
}
export type CertifiedMailRepository = ReturnType<typeof createCertifiedMailRepository>;
