import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bureauAnswerLetters, bureauResponses } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

type AnswerLetterFullRow = typeof bureauAnswerLetters.$inferSelect;
export type AnswerLetterRow = Omit<AnswerLetterFullRow, 'contentSealed'>;
type NewAnswerLetter = typeof bureauAnswerLetters.$inferInsert;

// Reads never bring the sealed file back: it is only opened for a person to read it.
const withoutContent = {
  id: bureauAnswerLetters.id,
  organizationId: bureauAnswerLetters.organizationId,
  userId: bureauAnswerLetters.userId,
  uploadedById: bureauAnswerLetters.uploadedById,
  fileName: bureauAnswerLetters.fileName,
  fileType: bureauAnswerLetters.fileType,
  sizeBytes: bureauAnswerLetters.sizeBytes,
  sha256: bureauAnswerLetters.sha256,
  status: bureauAnswerLetters.status,
  bureau: bureauAnswerLetters.bureau,
  letterDate: bureauAnswerLetters.letterDate,
  reinsertionNotice: bureauAnswerLetters.reinsertionNotice,
  rows: bureauAnswerLetters.rows,
  confirmedAt: bureauAnswerLetters.confirmedAt,
  confirmedById: bureauAnswerLetters.confirmedById,
  createdAt: bureauAnswerLetters.createdAt,
};

export function createAnswerLettersRepository(db: Database) {
  return {
    /** The letter and what `alongside` writes (its audit entry) land together or not at all. */
    insert(row: NewAnswerLetter, alongside: (tx: Transaction, saved: AnswerLetterRow) => Promise<void>) {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(bureauAnswerLetters).values(row).returning(withoutContent);
        await alongside(tx, saved as AnswerLetterRow);
        return saved as AnswerLetterRow;
      });
    },
    async find(id: number): Promise<AnswerLetterRow | undefined> {
      const [row] = await db
        .select(withoutContent)
        .from(bureauAnswerLetters)
        .where(eq(bureauAnswerLetters.id, id));
      return row;
    },
    async findFile(id: number) {
      const [row] = await db
        .select({
          userId: bureauAnswerLetters.userId,
          fileName: bureauAnswerLetters.fileName,
          fileType: bureauAnswerLetters.fileType,
          contentSealed: bureauAnswerLetters.contentSealed,
        })
        .from(bureauAnswerLetters)
        .where(eq(bureauAnswerLetters.id, id));
      return row;
    },
    listForUser: (userId: number): Promise<AnswerLetterRow[]> =>
      db
        .select(withoutContent)
        .from(bureauAnswerLetters)
        .where(eq(bureauAnswerLetters.userId, userId))
        .orderBy(desc(bureauAnswerLetters.id))
        .limit(50),
    /**
     * The confirmation and what `alongside` appends (the ledger's entries, the answers, the audit)
     * land together; null when the letter was confirmed already, and then nothing is written.
     */
    confirm<T>(
      id: number,
      confirmed: Pick<
        NewAnswerLetter,
        'bureau' | 'letterDate' | 'reinsertionNotice' | 'rows' | 'confirmedById'
      >,
      alongside: (tx: Transaction, saved: AnswerLetterRow) => Promise<T>,
    ): Promise<{ saved: AnswerLetterRow; result: T } | null> {
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .update(bureauAnswerLetters)
          .set({ ...confirmed, status: 'CONFIRMED', confirmedAt: new Date() })
          .where(and(eq(bureauAnswerLetters.id, id), isNull(bureauAnswerLetters.confirmedAt)))
          .returning(withoutContent);
        if (!saved) return null;
        return { saved, result: await alongside(tx, saved) };
      });
    },
    /** The letter's answer to a dispute, kept as a typed answer is. */
    async insertResponseWithin(tx: Transaction, row: typeof bureauResponses.$inferInsert) {
      await tx.insert(bureauResponses).values(row);
    },
  };
}
export type AnswerLettersRepository = ReturnType<typeof createAnswerLettersRepository>;
