import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loanDocuments, loanNegotiations, studentLoans } from '../../db/schema';

export type StudentLoanRow = typeof studentLoans.$inferSelect;
export type LoanNegotiationRow = typeof loanNegotiations.$inferSelect & { servicerName: string };
export type LoanDocumentRow = typeof loanDocuments.$inferSelect;

const negotiationColumns = {
  id: loanNegotiations.id,
  userId: loanNegotiations.userId,
  loanId: loanNegotiations.loanId,
  negotiationType: loanNegotiations.negotiationType,
  status: loanNegotiations.status,
  outcome: loanNegotiations.outcome,
  savingsAchieved: loanNegotiations.savingsAchieved,
  createdAt: loanNegotiations.createdAt,
  completedAt: loanNegotiations.completedAt,
  servicerName: studentLoans.servicerName,
};

export function createStudentLoansRepository(db: Database) {
  const findNegotiation = async (id: number): Promise<LoanNegotiationRow | undefined> => {
    const [row] = await db
      .select(negotiationColumns)
      .from(loanNegotiations)
      .innerJoin(studentLoans, eq(studentLoans.id, loanNegotiations.loanId))
      .where(eq(loanNegotiations.id, id));
    return row;
  };
  return {
    listLoans: (userId: number) =>
      db.select().from(studentLoans).where(eq(studentLoans.userId, userId)).orderBy(asc(studentLoans.id)),
    async findLoan(id: number) {
      const [row] = await db.select().from(studentLoans).where(eq(studentLoans.id, id));
      return row;
    },
    async insertLoan(values: typeof studentLoans.$inferInsert) {
      const [row] = await db.insert(studentLoans).values(values).returning();
      return row as StudentLoanRow;
    },
    listNegotiations: (userId: number): Promise<LoanNegotiationRow[]> =>
      db
        .select(negotiationColumns)
        .from(loanNegotiations)
        .innerJoin(studentLoans, eq(studentLoans.id, loanNegotiations.loanId))
        .where(eq(loanNegotiations.userId, userId))
        .orderBy(desc(loanNegotiations.createdAt), desc(loanNegotiations.id)),
    findNegotiation,
    /** The negotiation and its letter are written together or not at all. */
    async insertNegotiation(
      values: typeof loanNegotiations.$inferInsert,
      letter: Omit<typeof loanDocuments.$inferInsert, 'negotiationId'> | null,
    ) {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.insert(loanNegotiations).values(values).returning({ id: loanNegotiations.id });
        const negotiationId = (row as { id: number }).id;
        if (letter) await tx.insert(loanDocuments).values({ ...letter, negotiationId });
        return negotiationId;
      });
      return (await findNegotiation(id)) as LoanNegotiationRow;
    },
    /** Completes only an open negotiation, so a second click cannot overwrite the outcome. */
    async complete(id: number, outcome: string, savingsAchieved: string, at: Date) {
      const [row] = await db
        .update(loanNegotiations)
        .set({ status: 'COMPLETED', outcome, savingsAchieved, completedAt: at })
        .where(and(eq(loanNegotiations.id, id), eq(loanNegotiations.status, 'IN_PROGRESS')))
        .returning({ id: loanNegotiations.id });
      return row ? findNegotiation(id) : undefined;
    },
    listDocuments: (userId: number) =>
      db
        .select()
        .from(loanDocuments)
        .where(eq(loanDocuments.userId, userId))
        .orderBy(desc(loanDocuments.createdAt), desc(loanDocuments.id)),
    async findDocument(id: number) {
      const [row] = await db.select().from(loanDocuments).where(eq(loanDocuments.id, id));
      return row;
    },
    async insertDocument(values: typeof loanDocuments.$inferInsert) {
      const [row] = await db.insert(loanDocuments).values(values).returning();
      return row as LoanDocumentRow;
    },
  };
}
export type StudentLoansRepository = ReturnType<typeof createStudentLoansRepository>;
