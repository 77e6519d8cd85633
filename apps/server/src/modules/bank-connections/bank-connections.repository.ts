import type { BankAccountType } from '@app/contracts/bank-connections.contract';
import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankConnections, bankVerifications } from '../../db/schema';

export type BankConnectionRow = typeof bankConnections.$inferSelect;
export type BankVerificationRow = typeof bankVerifications.$inferSelect;

export function createBankConnectionsRepository(db: Database) {
  return {
    connectionsOf: (userId: number) =>
      db
        .select()
        .from(bankConnections)
        .where(eq(bankConnections.userId, userId))
        .orderBy(desc(bankConnections.id)),
    async connection(id: number): Promise<BankConnectionRow | undefined> {
      const [row] = await db.select().from(bankConnections).where(eq(bankConnections.id, id));
      return row;
    },
    async insertConnection(values: {
      userId: number;
      bankName: string;
      accountType: BankAccountType;
      routingNumber: string | null;
      accountLast4Sealed: string | null;
      autoPaymentOptimization: boolean;
    }) {
      const [row] = await db.insert(bankConnections).values(values).returning();
      return row as BankConnectionRow;
    },
    async updateConnection(
      id: number,
      values: Partial<
        Pick<
          BankConnectionRow,
          'autoPaymentOptimization' | 'connectionStatus' | 'lastSync' | 'balanceHistory'
        >
      >,
    ) {
      const [row] = await db
        .update(bankConnections)
        .set(values)
        .where(eq(bankConnections.id, id))
        .returning();
      return row as BankConnectionRow;
    },
    removeConnection: (id: number) => db.delete(bankConnections).where(eq(bankConnections.id, id)),

    async insertVerification(values: {
      userId: number;
      codeSealed: string;
      sentTo: string;
      expiresAt: Date;
    }) {
      const [row] = await db.insert(bankVerifications).values(values).returning();
      return row as BankVerificationRow;
    },
    async verification(id: number): Promise<BankVerificationRow | undefined> {
      const [row] = await db.select().from(bankVerifications).where(eq(bankVerifications.id, id));
      return row;
    },
    /** The person's newest checked code not yet used to connect an account. */
    async newestVerifiedUnused(userId: number): Promise<BankVerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(bankVerifications)
        .where(
          and(
            eq(bankVerifications.userId, userId),
            isNotNull(bankVerifications.verifiedAt),
            isNull(bankVerifications.usedAt),
          ),
        )
        .orderBy(desc(bankVerifications.verifiedAt), desc(bankVerifications.id))
        .limit(1);
      return row;
    },
    async verificationsSince(userId: number, since: Date) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bankVerifications)
        .where(and(eq(bankVerifications.userId, userId), gte(bankVerifications.createdAt, since)));
      return row?.n ?? 0;
    },
    /** One more wrong code, counted in the database so parallel guesses cannot slip past the limit. */
    async recordWrongCode(id: number, limit: number): Promise<number | null> {
      const [row] = await db
        .update(bankVerifications)
        .set({ wrongAttempts: sql`${bankVerifications.wrongAttempts} + 1` })
        .where(and(eq(bankVerifications.id, id), lt(bankVerifications.wrongAttempts, limit)))
        .returning({ wrongAttempts: bankVerifications.wrongAttempts });
      return row?.wrongAttempts ?? null;
    },
    markVerified: (id: number, at: Date) =>
      db.update(bankVerifications).set({ verifiedAt: at }).where(eq(bankVerifications.id, id)),
    /** True when this call used the verification; false when it was used already. */
    async consumeVerification(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(bankVerifications)
        .set({ usedAt: at })
        .where(and(eq(bankVerifications.id, id), isNull(bankVerifications.usedAt)))
        .returning({ id: bankVerifications.id });
      return rows.length === 1;
    },
  };
}
export type BankConnectionsRepository = ReturnType<typeof createBankConnectionsRepository>;
