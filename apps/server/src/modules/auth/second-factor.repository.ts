import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaRecoveryCodes, users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export function createSecondFactorRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async findState(userId: number) {
      const [row] = await db
        .select({
          secretSealed: users.mfaSecretSealed,
          enabledAt: users.mfaEnabledAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Keeps a new, unconfirmed secret; refused (false) once the second factor is enabled. */
    async saveUnconfirmedSecret(userId: number, secretSealed: string) {
      const rows = await db
        .update(users)
        .set({ mfaSecretSealed: secretSealed, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.mfaEnabledAt)))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * Records a code's time step as used, only if it is later than the last one: one conditional
     * update, so two processes given the same code at once cannot both accept it.
     */
    async acceptStep(userId: number, step: number, tx?: Transaction) {
      const rows = await (tx ?? db)
        .update(users)
        .set({ mfaLastUsedStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.mfaLastUsedStep), lt(users.mfaLastUsedStep, step))))
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /**
     * Turns the second factor on with its first code's step and a fresh set of recovery code hashes,
     * all together; inside the caller's transaction when one is given.
     */
    async enable(userId: number, step: number, recoveryCodeHashes: string[], within?: Transaction) {
      const write = async (tx: Transaction) => {
        const rows = await tx
          .update(users)
          .set({ mfaEnabledAt: new Date(), mfaLastUsedStep: step, updatedAt: new Date() })
          .where(
            and(
              eq(users.id, userId),
              isNull(users.mfaEnabledAt),
              or(isNull(users.mfaLastUsedStep), lt(users.mfaLastUsedStep, step)),
            ),
          )
          .returning({ id: users.id });
        if (rows.length !== 1) return false;
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        await tx
          .insert(mfaRecoveryCodes)
          .values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })));
        return true;
      };
      return within ? write(within) : db.transaction(write);
    },

    /** Spends one recovery code; false when it is unknown or already spent. */
    async useRecoveryCode(userId: number, codeHash: string, tx?: Transaction) {
      const rows = await (tx ?? db)
        .update(mfaRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, codeHash),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      return rows.length === 1;
    },

    async countUnusedRecoveryCodes(userId: number, tx?: Transaction) {
      const [row] = await (tx ?? db)
        .select({ n: sql<number>`count(*)::int` })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
