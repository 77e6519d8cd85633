import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betaAccessCodes, betaAccessRedemptions, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { uniqueViolationOf } from '../../db/unique-violation';

export type AccessCodeRow = Awaited<ReturnType<BetaAccessRepository['list']>>[number];

export function createBetaAccessRepository(db: Database) {
  const columns = {
    id: betaAccessCodes.id,
    code: betaAccessCodes.code,
    features: betaAccessCodes.features,
    createdAt: betaAccessCodes.createdAt,
    expiresAt: betaAccessCodes.expiresAt,
    maxRedemptions: betaAccessCodes.maxRedemptions,
    redemptionCount: betaAccessCodes.redemptionCount,
    revokedAt: betaAccessCodes.revokedAt,
    createdById: betaAccessCodes.createdById,
    creatorFirstName: users.firstName,
    creatorLastName: users.lastName,
  };
  const byId = (id: number) =>
    db
      .select(columns)
      .from(betaAccessCodes)
      .leftJoin(users, eq(users.id, betaAccessCodes.createdById))
      .where(eq(betaAccessCodes.id, id))
      .then((rows) => rows[0]);
  return {
    byId,
    /** The codes of one organization: each company hands out its own. */
    list: (organizationId: number) =>
      db
        .select(columns)
        .from(betaAccessCodes)
        .leftJoin(users, eq(users.id, betaAccessCodes.createdById))
        .where(eq(betaAccessCodes.organizationId, organizationId))
        .orderBy(desc(betaAccessCodes.createdAt), desc(betaAccessCodes.id))
        .limit(1000),

    /** The new code's id, or 'duplicate' when the code exists in any letter case. */
    /** The code and what `alongside` writes (its audit entry) land together or not at all. */
    async insert(
      row: typeof betaAccessCodes.$inferInsert,
      alongside: (tx: Transaction, id: number) => Promise<void>,
    ): Promise<number | 'duplicate'> {
      try {
        return await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(betaAccessCodes)
            .values(row)
            .returning({ id: betaAccessCodes.id });
          const id = (created as { id: number }).id;
          await alongside(tx, id);
          return id;
        });
      } catch (err) {
        if (uniqueViolationOf(err)) return 'duplicate';
        throw err;
      }
    },

    /** False for no such code; else the revocation and what `alongside` writes land together. */
    /** Another organization's code is no such code. */
    revoke(id: number, organizationId: number, at: Date, alongside: (tx: Transaction) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(betaAccessCodes)
          .set({ revokedAt: sql`coalesce(${betaAccessCodes.revokedAt}, ${at})` })
          .where(and(eq(betaAccessCodes.id, id), eq(betaAccessCodes.organizationId, organizationId)))
          .returning({ id: betaAccessCodes.id });
        if (row) await alongside(tx);
        return !!row;
      });
    },

    async count(organizationId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(betaAccessCodes)
        .where(eq(betaAccessCodes.organizationId, organizationId));
      return row?.n ?? 0;
    },

    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** The code, locked for this transaction so two redemptions of its last use cannot both pass. */
    async lockByCode(tx: Transaction, code: string, organizationId: number) {
      const [row] = await tx
        .select()
        .from(betaAccessCodes)
        .where(
          and(
            eq(betaAccessCodes.organizationId, organizationId),
            eq(sql`upper(${betaAccessCodes.code})`, code.toUpperCase()),
          ),
        )
        .for('update')
        .limit(1);
      return row;
    },

    /** False when this person redeemed the code before. */
    async addRedemption(tx: Transaction, codeId: number, userId: number) {
      const inserted = await tx
        .insert(betaAccessRedemptions)
        .values({ codeId, userId })
        .onConflictDoNothing()
        .returning({ codeId: betaAccessRedemptions.codeId });
      if (inserted.length === 0) return false;
      await tx
        .update(betaAccessCodes)
        .set({ redemptionCount: sql`${betaAccessCodes.redemptionCount} + 1` })
        .where(eq(betaAccessCodes.id, codeId));
      return true;
    },
  };
}
export type BetaAccessRepository = ReturnType<typeof createBetaAccessRepository>;
