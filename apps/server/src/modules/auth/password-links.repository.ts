import type { PasswordLinkPurpose } from '@app/contracts/password-links.contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordLinks, passwordResetRequests, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export function createPasswordLinksRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Within the organization the request came to: the same address may be two people in two. */
    async findUserByEmail(emailKey: string, organizationId: number) {
      const [row] = await db
        .select({ id: users.id, firstName: users.firstName, email: users.email })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), eq(sql`lower(${users.email})`, emailKey)))
        .limit(1);
      return row;
    },

    async recordResetRequest(emailKey: string, ip: string, at: Date) {
      await db.insert(passwordResetRequests).values({ emailKey, ip, at });
    },

    /** Reset requests since a moment, for this address and for this network address. */
    async resetRequestsSince(emailKey: string, ip: string, since: Date) {
      const [row] = await db
        .select({
          byAddress: sql<number>`count(*) filter (where ${passwordResetRequests.emailKey} = ${emailKey})::int`,
          byIp: sql<number>`count(*) filter (where ${passwordResetRequests.ip} = ${ip})::int`,
        })
        .from(passwordResetRequests)
        .where(
          and(
            gt(passwordResetRequests.at, since),
            sql`(${passwordResetRequests.emailKey} = ${emailKey} or ${passwordResetRequests.ip} = ${ip})`,
          ),
        );
      return { byAddress: row?.byAddress ?? 0, byIp: row?.byIp ?? 0 };
    },

    /**
     * A new link; earlier unused links of the same person and purpose stop working. `alsoWithin`
     * writes what goes with it (its audit entry) in the same transaction.
     */
    async issue(
      link: { tokenHash: string; userId: number; purpose: PasswordLinkPurpose; expiresAt: Date },
      at: Date,
      alsoWithin?: (tx: Transaction) => Promise<void>,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(passwordLinks)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordLinks.userId, link.userId),
              eq(passwordLinks.purpose, link.purpose),
              isNull(passwordLinks.usedAt),
            ),
          );
        await tx.insert(passwordLinks).values(link);
        await alsoWithin?.(tx);
      });
    },

    /**
     * A person's latest invitation (undefined when never invited) and whether they have set a
     * password of their own since their account was opened.
     */
    async latestInvitation(userId: number) {
      const [row] = await db
        .select({
          expiresAt: passwordLinks.expiresAt,
          usedAt: passwordLinks.usedAt,
          passwordChangedAt: users.passwordChangedAt,
        })
        .from(passwordLinks)
        .innerJoin(users, eq(users.id, passwordLinks.userId))
        .where(and(eq(passwordLinks.userId, userId), eq(passwordLinks.purpose, 'invite')))
        .orderBy(desc(passwordLinks.id))
        .limit(1);
      return row;
    },

    /** The live link behind a token hash, with whose it is; undefined when unknown, used or expired. */
    async findLive(tokenHash: string, at: Date) {
      const [row] = await db
        .select({
          id: passwordLinks.id,
          purpose: passwordLinks.purpose,
          userId: users.id,
          firstName: users.firstName,
          accessLevel: users.accessLevel,
        })
        .from(passwordLinks)
        .innerJoin(users, eq(users.id, passwordLinks.userId))
        .where(
          and(
            eq(passwordLinks.tokenHash, tokenHash),
            isNull(passwordLinks.usedAt),
            gt(passwordLinks.expiresAt, at),
          ),
        );
      return row;
    },

    /**
     * Uses the link and sets the password, in the caller's transaction (with the sessions it ends and
     * its audit entry); the conditional update makes the link single-use even when two requests race.
     * False when it was used meanwhile.
     */
    async consumeAndSetPassword(
      linkId: number,
      userId: number,
      passwordHash: string,
      at: Date,
      tx: Transaction,
    ) {
      const used = await tx
        .update(passwordLinks)
        .set({ usedAt: at })
        .where(and(eq(passwordLinks.id, linkId), isNull(passwordLinks.usedAt)))
        .returning({ id: passwordLinks.id });
      if (used.length === 0) return false;
      await tx
        .update(users)
        .set({ passwordHash, requiresPasswordReset: false, passwordChangedAt: at, updatedAt: at })
        .where(eq(users.id, userId));
      return true;
    },
  };
}
export type PasswordLinksRepository = ReturnType<typeof createPasswordLinksRepository>;
