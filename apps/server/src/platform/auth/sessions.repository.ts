import type { BetaFeature } from '@app/contracts/beta-features';
import type { TeamRole } from '@app/contracts/team-roles';
import { and, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pgDirectStatement } from '../../db/fast-paths/pg-direct-statement';
import { organizations, sessions, subscriptionPlans, subscriptions, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import {
  activeSubscriptionOfUser,
  planOfSubscription,
  userIdentityColumns,
  userProfileColumns,
} from '../../db/user-columns';

export interface SessionUser {
  id: number;
  /** The organization the person belongs to: whose records they may ever see. */
  organizationId: number;
  firstName: string;
  lastName: string;
  email: string;
  accessLevel: 'ADMIN' | 'BETA_TESTER' | 'STANDARD' | 'CLIENT_VIEWER';
  /** The person's role in their company's team; null for consumers. Read on each request, so a change takes effect on the next. */
  teamRole: TeamRole | null;
  requiresPasswordReset: boolean;
  /** Granted by redeemed access codes; the permission rules of contracts read them. */
  features: BetaFeature[];
  /** The plan of the active subscription, by name: the permission rules read what it includes. */
  subscriptionPlan: string | null;
}

/**
 * The rest of the signed-in person's profile, read by the same query as the session so that
 * `GET /api/users/current` (asked on every page) costs one round trip to the database.
 */
export interface SessionProfile {
  isTestUser: boolean;
  subscriptionStatus: string | null;
  subscriptionPlanId: number | null;
  createdAt: Date;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** A live session as the access policy sees it. */
export interface LiveSession {
  lastSeenAt: Date;
  expiresAt: Date;
  secondFactorPending: boolean;
  secondFactorPassed: boolean;
  /** Set in a 'Test as Client' session: the admin acting and the admin's own session. */
  impersonatorUserId: number | null;
  impersonatorSessionHash: string | null;
  user: SessionUser;
  profile: SessionProfile;
}

/** What the session read selects: the session's own columns, its user and the user's profile. */
export const liveSessionFields = {
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  secondFactorPending: sessions.secondFactorPending,
  secondFactorPassed: sessions.secondFactorPassed,
  impersonatorUserId: sessions.impersonatorUserId,
  impersonatorSessionHash: sessions.impersonatorSessionHash,
  user: userIdentityColumns,
  profile: userProfileColumns,
};

/** Drizzle's own prepared statement as the same kind of reader (on the embedded database). */
const preparedRows =
  <Row>(statement: { execute(placeholders: Record<string, unknown>): Promise<unknown> }) =>
  async (placeholders: Record<string, unknown>) =>
    (await statement.execute(placeholders)) as Row[];

/** The session read, on the database or inside a transaction. */
const liveSessionQuery = (on: Database | Transaction) =>
  on
    .select(liveSessionFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, activeSubscriptionOfUser)
    .leftJoin(subscriptionPlans, planOfSubscription)
    // A suspended organization's sessions end at once: the read finds none for its people.
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(organizations.status, 'active'),
        // A deactivated team member's sessions end with the deactivation; none is found after it.
        isNull(users.deactivatedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1);

/**
 * Every method that changes sessions takes an optional transaction, so a sign-in, sign-out or
 * password change and its audit entry land together or not at all.
 */
export function createSessionsRepository(db: Database) {
  // It runs on every signed-in request: prepared, and on PostgreSQL run straight through the driver.
  const findLiveQuery = liveSessionQuery(db);
  const findLiveRows =
    pgDirectStatement<LiveSession>(db, 'session_find_live_direct', findLiveQuery, liveSessionFields) ??
    preparedRows<LiveSession>(findLiveQuery.prepare('session_find_live'));
  // Asked when an admin names another person's records: is that person of the admin's organization,
  // whose client, and on its team or not?
  const organizationOfStatement = db
    .select({
      organizationId: users.organizationId,
      assignedSpecialistId: users.assignedSpecialistId,
      accessLevel: users.accessLevel,
      teamRole: users.teamRole,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('person_standing');

  /**
   * Every way a session ends goes through here: the 'Test as Client' sessions an admin session
   * started end with it (sign-out, revocation, password change, expiry), never up to 30 minutes later.
   */
  async function deleteSessions(which: SQL, tx?: Transaction) {
    const on = tx ?? db;
    const ending = on.select({ tokenHash: sessions.tokenHash }).from(sessions).where(which);
    await on.delete(sessions).where(or(which, inArray(sessions.impersonatorSessionHash, ending)));
  }

  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async insert(
      s: {
        tokenHash: string;
        userId: number;
        createdAt?: Date;
        lastSeenAt?: Date;
        expiresAt: Date;
        ip: string;
        userAgent?: string;
        secondFactorPending?: boolean;
        secondFactorPassed?: boolean;
        impersonatorUserId?: number;
        impersonatorSessionHash?: string;
      },
      tx?: Transaction,
    ) {
      await (tx ?? db).insert(sessions).values(s);
    },

    /** The live session, its user and the user's profile in one indexed query. */
    async findLive(tokenHash: string, idleSince: Date, now: Date, tx?: Transaction) {
      const placeholders = { tokenHash, idleSince, now };
      const rows = tx
        ? ((await liveSessionQuery(tx).execute(placeholders)) as LiveSession[])
        : await findLiveRows(placeholders);
      return rows[0];
    },

    async touch(tokenHash: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash: string, tx?: Transaction) {
      await deleteSessions(eq(sessions.tokenHash, tokenHash), tx);
    },

    /** Ends a session and, when it is a 'Test as Client' session, the admin's session behind it too. */
    async deleteWithImpersonator(tokenHash: string, tx?: Transaction) {
      await deleteSessions(
        or(
          eq(sessions.tokenHash, tokenHash),
          sql`${sessions.tokenHash} = (select s.impersonator_session_hash from sessions s where s.token_hash = ${tokenHash})`,
        ) as SQL,
        tx,
      );
    },

    /** Ends every session of a user, except the one named (the caller's own, after a password change). */
    async deleteAllForUser(userId: number, exceptTokenHash?: string, tx?: Transaction) {
      await deleteSessions(
        exceptTokenHash
          ? (and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash)) as SQL)
          : eq(sessions.userId, userId),
        tx,
      );
    },

    async deleteExpired(now: Date, idleSince: Date) {
      await deleteSessions(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)) as SQL);
    },

    /** The organization a person belongs to; undefined when there is no such person. */
    async organizationOf(userId: number) {
      const [row] = await organizationOfStatement.execute({ userId });
      return row?.organizationId;
    },

    /** A person's organization, specialist and team role; undefined when there is no such person. */
    async standingOf(userId: number) {
      const [row] = await organizationOfStatement.execute({ userId });
      return row;
    },

    async countForUser(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.n ?? 0;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
