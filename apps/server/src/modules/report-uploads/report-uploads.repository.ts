import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditReportUploads } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

type ReportUploadRow = typeof creditReportUploads.$inferSelect;
type NewReportUploadRow = typeof creditReportUploads.$inferInsert;

// Lists never read the sealed file back: it is large and only needed to re-read the report.
const withoutContent = {
  id: creditReportUploads.id,
  userId: creditReportUploads.userId,
  uploadedById: creditReportUploads.uploadedById,
  fileName: creditReportUploads.fileName,
  fileType: creditReportUploads.fileType,
  sizeBytes: creditReportUploads.sizeBytes,
  sha256: creditReportUploads.sha256,
  description: creditReportUploads.description,
  extraction: creditReportUploads.extraction,
  analysis: creditReportUploads.analysis,
  confirmedAt: creditReportUploads.confirmedAt,
  createdAt: creditReportUploads.createdAt,
};
export type ReportUploadSummaryRow = Omit<ReportUploadRow, 'contentSealed'>;

export function createReportUploadsRepository(db: Database) {
  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /** The upload and what `alongside` writes (its audit entry) land together or not at all. */
    insert(
      row: NewReportUploadRow,
      alongside: (tx: Transaction, saved: ReportUploadSummaryRow) => Promise<void>,
    ): Promise<ReportUploadSummaryRow> {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(creditReportUploads).values(row).returning(withoutContent);
        await alongside(tx, saved as ReportUploadSummaryRow);
        return saved as ReportUploadSummaryRow;
      });
    },
    async find(id: number): Promise<ReportUploadSummaryRow | undefined> {
      const [row] = await db
        .select(withoutContent)
        .from(creditReportUploads)
        .where(eq(creditReportUploads.id, id));
      return row;
    },
    /** The sealed file with its name and type, for a person to open. */
    async findFile(id: number) {
      const [row] = await db
        .select({
          userId: creditReportUploads.userId,
          fileName: creditReportUploads.fileName,
          fileType: creditReportUploads.fileType,
          contentSealed: creditReportUploads.contentSealed,
        })
        .from(creditReportUploads)
        .where(eq(creditReportUploads.id, id));
      return row;
    },
    /** An earlier upload of the very same file (by SHA-256) for this client. */
    async findSameFile(userId: number, sha256: string) {
      const [row] = await db
        .select({ id: creditReportUploads.id, createdAt: creditReportUploads.createdAt })
        .from(creditReportUploads)
        .where(and(eq(creditReportUploads.userId, userId), eq(creditReportUploads.sha256, sha256)))
        .orderBy(creditReportUploads.id)
        .limit(1);
      return row;
    },
    listForUser: (userId: number): Promise<ReportUploadSummaryRow[]> =>
      db
        .select(withoutContent)
        .from(creditReportUploads)
        .where(eq(creditReportUploads.userId, userId))
        .orderBy(desc(creditReportUploads.createdAt), desc(creditReportUploads.id))
        .limit(50),
    /** True only for the first confirmation, so the score becomes one history point, not one per click. */
    async markConfirmed(id: number, tx: Transaction): Promise<boolean> {
      const rows = await tx
        .update(creditReportUploads)
        .set({ confirmedAt: new Date() })
        .where(and(eq(creditReportUploads.id, id), isNull(creditReportUploads.confirmedAt)))
        .returning({ id: creditReportUploads.id });
      return rows.length > 0;
    },
  };
}
export type ReportUploadsRepository = ReturnType<typeof createReportUploadsRepository>;
