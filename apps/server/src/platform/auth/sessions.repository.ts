import type { BetaFeature } from '@app/contracts/beta-features';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pgDirectStatement } from '../../db/pg-direct-statement';
import { sessions, users } from '../../db/schema';
import { userIdentityColumns, userProfileColumns } from '../../db/user-columns';

export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  accessLevel: 'ADMIN' | 'BETA_TESTER' | 'STANDARD' | 'CLIENT_VIEWER';
  requiresPasswordReset: boolean;
  /** Granted by redeemed access codes; the permission rules of contracts read them. */
  features: BetaFeature[];
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

/** The session's own columns of the session read. */
export const liveSessionColumns = {
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  secondFactorPending: sessions.secondFactorPending,
  secondFactorPassed: sessions.secondFactorPassed,
  impersonatorUserId: sessions.impersonatorUserId,
  impersonatorSessionHash: sessions.impersonatorSessionHash,
};

/** One row of the session read, its values decoded, in the order the columns are selected. */
function toLiveSession(v: unknown[]): LiveSession {
  return {
    lastSeenAt: v[0] as Date,
    expiresAt: v[1] as Date,
    secondFactorPending: v[2] as boolean,
    secondFactorPassed: v[3] as boolean,
    impersonatorUserId: v[4] as number | null,
    impersonatorSessionHash: v[5] as string | null,
    user: {
      id: v[6] as number,
      firstName: v[7] as string,
      lastName: v[8] as string,
      email: v[9] as string,
      accessLevel: v[10] as SessionUser['accessLevel'],
      requiresPasswordReset: v[11] as boolean,
      features: v[12] as BetaFeature[],
    },
    profile: {
      isTestUser: v[13] as boolean,
      subscriptionStatus: v[14] as string | null,
      subscriptionPlanId: v[15] as number | null,
      createdAt: v[16] as Date,
      addressLine1: v[17] as string | null,
      addressLine2: v[18] as string | null,
      city: v[19] as string | null,
      state: v[20] as string | null,
      zipCode: v[21] as string | null,
    },
  };
}

export function createSessionsRepository(db: Database) {
  // It runs on every signed-in request: prepared, and on PostgreSQL run straight through the driver.
  const findLiveQuery = db
    .select({
      ...liveSessionColumns,
      user: userIdentityColumns,
      profile: userProfileColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1);
  const findLiveStatement = findLiveQuery.prepare('session_find_live');
  const findLiveDirect = pgDirectStatement(
    db,
    'session_find_live_direct',
    findLiveQuery,
    [
      ...Object.values(liveSessionColumns),
      ...Object.values(userIdentityColumns),
      ...Object.values(userProfileColumns),
    ],
    toLiveSession,
  );

  return {
    async insert(s: {
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
    }) {
      await db.insert(sessions).values(s);
    },

    /** The live session, its user and the user's profile in one indexed query. */
    async findLive(tokenHash: string, idleSince: Date, now: Date) {
      const placeholders = { tokenHash, idleSince, now };
      const rows = findLiveDirect
        ? await findLiveDirect(placeholders)
        : ((await findLiveStatement.execute(placeholders)) as LiveSession[]);
      return rows[0];
    },

    async touch(tokenHash: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends a session and, when it is a 'Test as Client' session, the admin's session behind it too. */
    async deleteWithImpersonator(tokenHash: string) {
      await db
        .delete(sessions)
        .where(
          or(
            eq(sessions.tokenHash, tokenHash),
            sql`${sessions.tokenHash} = (select s.impersonator_session_hash from sessions s where s.token_hash = ${tokenHash})`,
          ),
        );
    },

    /** Ends every session of a user, except the one named (the caller's own, after a password change). */
    async deleteAllForUser(userId: number, exceptTokenHash?: string) {
      await db
        .delete(sessions)
        .where(
          exceptTokenHash
            ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
            : eq(sessions.userId, userId),
        );
    },

    async deleteExpired(now: Date, idleSince: Date) {
      await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
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
