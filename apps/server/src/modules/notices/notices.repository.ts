import type { Bureau } from '@app/contracts/bureaus';
import type { NoticeKind } from '@app/contracts/notices.contract';
import { and, asc, eq, gte, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bureauResponses,
  chatMessages,
  creditIssues,
  disputes,
  documentRequests,
  noticePreferences,
  notices,
  users,
} from '../../db/schema';

export type QueuedNotice = {
  userId: number;
  kind: NoticeKind;
  eventKey: string;
  subject: string;
  body: string;
};

export type ClaimedNotice = {
  id: number;
  userId: number;
  kind: NoticeKind;
  /** `letter:<dispute id>` for a letter's notice: claimed letters of one person go out as one e-mail. */
  eventKey: string;
  firstName: string;
  subject: string;
  body: string;
  email: string;
  /** False when the person turned this kind off after it was queued: it is stamped, not sent. */
  enabled: boolean;
};

/** The notices' own tables, and the reads of other modules' tables that find events to tell of. */
export function createNoticesRepository(db: Database) {
  return {
    async preferencesOf(userId: number) {
      return db
        .select({ kind: noticePreferences.kind, enabled: noticePreferences.enabled })
        .from(noticePreferences)
        .where(eq(noticePreferences.userId, userId));
    },

    async setPreferences(userId: number, choices: { kind: NoticeKind; enabled: boolean }[], at: Date) {
      if (choices.length === 0) return;
      await db
        .insert(noticePreferences)
        .values(choices.map((c) => ({ userId, ...c, updatedAt: at })))
        .onConflictDoUpdate({
          target: [noticePreferences.userId, noticePreferences.kind],
          set: { enabled: sql`excluded.enabled`, updatedAt: at },
        });
    },

    async userExists(userId: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return !!row;
    },

    // Events of the last days (`since`) that may need a notice; the unique event key drops repeats.
    /**
     * Letters not yet told of. A person's letters are held while one of them is newer than
     * `quietSince`: a batch (several items, three bureaus) is saved letter by letter, and its
     * letters should reach the queue, and so the person's inbox, together.
     */
    lettersAwaitingApproval: (since: Date, quietSince: Date, limit: number) =>
      db
        .select({
          id: disputes.id,
          userId: disputes.userId,
          firstName: users.firstName,
          bureau: disputes.bureau,
          title: creditIssues.title,
        })
        .from(disputes)
        .innerJoin(users, eq(users.id, disputes.userId))
        .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
        .where(
          and(
            eq(disputes.status, 'PENDING'),
            isNull(disputes.consumerApprovedAt),
            gte(disputes.createdAt, since),
            sql`not exists (select 1 from ${notices} where ${notices.eventKey} = 'letter:' || ${disputes.id})`,
            sql`not exists (select 1 from ${disputes} as newer where newer.user_id = ${disputes.userId}
              and newer.status = 'PENDING' and newer.consumer_approved_at is null
              and newer.created_at > ${quietSince.toISOString()})`,
          ),
        )
        .orderBy(asc(disputes.id))
        .limit(limit) as Promise<
        { id: number; userId: number; firstName: string; bureau: Bureau; title: string }[]
      >,

    bureauAnswers: (since: Date, limit: number) =>
      db
        .select({
          id: bureauResponses.id,
          userId: bureauResponses.userId,
          firstName: users.firstName,
          bureau: bureauResponses.bureau,
          responseType: bureauResponses.responseType,
        })
        .from(bureauResponses)
        .innerJoin(users, eq(users.id, bureauResponses.userId))
        .where(gte(bureauResponses.createdAt, since))
        .orderBy(asc(bureauResponses.id))
        .limit(limit) as Promise<
        { id: number; userId: number; firstName: string; bureau: Bureau; responseType: string }[]
      >,

    /** One notice per run of unread messages from the team, keyed by its first message. */
    unreadSpecialistMessages: (since: Date, limit: number) =>
      db
        .select({
          firstId: min(chatMessages.id).mapWith(Number),
          userId: chatMessages.userId,
          firstName: sql<string>`min(${users.firstName})`,
          unread: sql<number>`count(*)`.mapWith(Number),
        })
        .from(chatMessages)
        .innerJoin(users, eq(users.id, chatMessages.userId))
        .where(
          and(
            eq(chatMessages.senderType, 'ADMIN'),
            isNull(chatMessages.readAt),
            gte(chatMessages.createdAt, since),
          ),
        )
        .groupBy(chatMessages.userId)
        .limit(limit),

    documentRequests: (since: Date, limit: number) =>
      db
        .select({
          id: documentRequests.id,
          userId: documentRequests.userId,
          firstName: users.firstName,
          title: documentRequests.title,
          note: documentRequests.note,
        })
        .from(documentRequests)
        .innerJoin(users, eq(users.id, documentRequests.userId))
        .where(gte(documentRequests.createdAt, since))
        .orderBy(asc(documentRequests.id))
        .limit(limit),

    /** Of these event keys, those a notice is queued for already. */
    async queuedKeys(eventKeys: string[]) {
      if (eventKeys.length === 0) return new Set<string>();
      const rows = await db
        .select({ eventKey: notices.eventKey })
        .from(notices)
        .where(inArray(notices.eventKey, eventKeys));
      return new Set(rows.map((r) => r.eventKey));
    },

    /** Queues each notice once; a notice whose event is already queued is left as it is. */
    async queue(rows: QueuedNotice[]) {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(notices)
        .values(rows)
        .onConflictDoNothing({ target: notices.eventKey })
        .returning({ id: notices.id });
      return inserted.length;
    },

    /**
     * Claims unsent notices by stamping them in one transaction (FOR UPDATE SKIP LOCKED): a second
     * process skips the rows this one holds and, once it commits, sees them sent. The mail goes out
     * after the commit; a failed send is released for the next run.
     */
    async claimUnsent(limit: number, at: Date): Promise<ClaimedNotice[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: notices.id,
            userId: notices.userId,
            kind: notices.kind,
            eventKey: notices.eventKey,
            firstName: users.firstName,
            subject: notices.subject,
            body: notices.body,
            email: users.email,
            enabled: sql<boolean>`coalesce(${noticePreferences.enabled}, true)`,
          })
          .from(notices)
          .innerJoin(users, eq(users.id, notices.userId))
          .leftJoin(
            noticePreferences,
            and(eq(noticePreferences.userId, notices.userId), eq(noticePreferences.kind, notices.kind)),
          )
          // A notice that failed five times stops being tried; its last error stays on the row.
          .where(and(isNull(notices.sentAt), lt(notices.attempts, 5)))
          .orderBy(asc(notices.id))
          .limit(limit)
          .for('update', { of: notices, skipLocked: true });
        if (rows.length > 0) {
          await tx
            .update(notices)
            .set({ sentAt: at, attempts: sql`${notices.attempts} + 1` })
            .where(
              inArray(
                notices.id,
                rows.map((r) => r.id),
              ),
            );
        }
        return rows as ClaimedNotice[];
      });
    },

    /** The bureau and item of letters, for one e-mail telling of several. */
    lettersByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : (db
            .select({ id: disputes.id, bureau: disputes.bureau, title: creditIssues.title })
            .from(disputes)
            .innerJoin(creditIssues, eq(creditIssues.id, disputes.issueId))
            .where(inArray(disputes.id, ids))
            .orderBy(asc(disputes.id)) as Promise<{ id: number; bureau: Bureau; title: string }[]>),

    async markSkipped(id: number) {
      await db.update(notices).set({ lastError: 'Turned off by the person' }).where(eq(notices.id, id));
    },

    async release(id: number, error: string) {
      await db
        .update(notices)
        .set({ sentAt: null, lastError: error.slice(0, 500) })
        .where(eq(notices.id, id));
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
