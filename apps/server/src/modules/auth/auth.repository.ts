import { and, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { failedLogins, organizations, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export function createAuthRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** A person is looked up within one organization: the same address may be two people in two. */
    async findCredentialsByEmail(email: string, organizationId: number) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          accessLevel: users.accessLevel,
          teamRole: users.teamRole,
          deactivatedAt: users.deactivatedAt,
          requiresPasswordReset: users.requiresPasswordReset,
          passwordHash: users.passwordHash,
          mfaEnabledAt: users.mfaEnabledAt,
          mfaRequired: users.mfaRequired,
          organizationId: users.organizationId,
          organizationStatus: organizations.status,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(
          and(eq(users.organizationId, organizationId), eq(sql`lower(${users.email})`, email.toLowerCase())),
        )
        .limit(1);
      return row;
    },

    async findPasswordHash(userId: number) {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      return row?.passwordHash;
    },

    async setPassword(userId: number, passwordHash: string, tx?: Transaction) {
      await (tx ?? db)
        .update(users)
        .set({
          passwordHash,
          requiresPasswordReset: false,
          passwordChangedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },

    async recordFailedLogin(emailKey: string, ip: string, tx?: Transaction) {
      await (tx ?? db).insert(failedLogins).values({ emailKey, ip });
    },

    /** How many failures an account has had since a moment, and when the last one was. */
    async failedLoginsSince(emailKey: string, since: Date) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`, lastAt: max(failedLogins.at) })
        .from(failedLogins)
        .where(and(eq(failedLogins.emailKey, emailKey), gt(failedLogins.at, since)));
      return { count: row?.count ?? 0, lastAt: row?.lastAt ?? null };
    },

    async purgeFailedLoginsBefore(before: Date) {
      await db.delete(failedLogins).where(lt(failedLogins.at, before));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
