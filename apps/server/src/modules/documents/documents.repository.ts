import { and, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatDocuments, documentTags } from '../../db/schema';

type DocumentRow = typeof chatDocuments.$inferSelect;
type NewDocumentRow = typeof chatDocuments.$inferInsert;
export type DocumentSummaryRow = Omit<DocumentRow, 'contentSealed' | 'search'>;
export type DocumentTagRow = typeof documentTags.$inferSelect;

// Lists never read the sealed file back: it is large and only needed to view or download.
const { contentSealed: _sealed, search: _search, ...withoutContent } = getTableColumns(chatDocuments);

const listLimit = 200;

export function createDocumentsRepository(db: Database) {
  return {
    async insert(row: NewDocumentRow): Promise<DocumentSummaryRow> {
      const [saved] = await db.insert(chatDocuments).values(row).returning(withoutContent);
      return saved as DocumentSummaryRow;
    },
    async find(id: number): Promise<DocumentSummaryRow | undefined> {
      const [row] = await db.select(withoutContent).from(chatDocuments).where(eq(chatDocuments.id, id));
      return row;
    },
    async content(id: number) {
      const [row] = await db
        .select({ contentSealed: chatDocuments.contentSealed })
        .from(chatDocuments)
        .where(eq(chatDocuments.id, id));
      return row?.contentSealed;
    },
    async usedBytes(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${chatDocuments.sizeBytes}), 0)::int` })
        .from(chatDocuments)
        .where(eq(chatDocuments.userId, userId));
      return Number(row?.total ?? 0);
    },
    listForUser: (userId: number): Promise<DocumentSummaryRow[]> =>
      db
        .select(withoutContent)
        .from(chatDocuments)
        .where(eq(chatDocuments.userId, userId))
        .orderBy(desc(chatDocuments.createdAt), desc(chatDocuments.id))
        .limit(listLimit),
    /** Full-text search over the file name, the tags and the extracted text, best first. */
    search: (userId: number, q: string): Promise<DocumentSummaryRow[]> => {
      const query = sql`websearch_to_tsquery('english', ${q})`;
      return db
        .select(withoutContent)
        .from(chatDocuments)
        .where(
          and(
            eq(chatDocuments.userId, userId),
            or(sql`${chatDocuments.search} @@ ${query}`, sql`${chatDocuments.tagText} ilike ${`%${q}%`}`),
          ),
        )
        .orderBy(desc(sql`ts_rank(${chatDocuments.search}, ${query})`), desc(chatDocuments.id))
        .limit(listLimit);
    },
    async update(id: number, set: Partial<NewDocumentRow>): Promise<DocumentSummaryRow | undefined> {
      const [row] = await db
        .update(chatDocuments)
        .set(set)
        .where(eq(chatDocuments.id, id))
        .returning(withoutContent);
      return row;
    },
    /** Each document's tag names, for the tags' usage counts. */
    tagNamesForUser: (userId: number) =>
      db
        .select({ smartTags: chatDocuments.smartTags, customTags: chatDocuments.customTags })
        .from(chatDocuments)
        .where(eq(chatDocuments.userId, userId)),

    async ensureSystemTags(tags: readonly { name: string; category: string; color: string }[]) {
      await db
        .insert(documentTags)
        .values(
          tags.map((t) => ({
            name: t.name,
            category: t.category as DocumentTagRow['category'],
            color: t.color,
            isSystemTag: true,
          })),
        )
        .onConflictDoNothing();
    },
    /** The system tags and the person's own. */
    tagsFor: (userId: number): Promise<DocumentTagRow[]> =>
      db
        .select()
        .from(documentTags)
        .where(or(isNull(documentTags.userId), eq(documentTags.userId, userId)))
        .orderBy(desc(documentTags.isSystemTag), documentTags.name),
    async insertTag(row: typeof documentTags.$inferInsert): Promise<DocumentTagRow | undefined> {
      const [saved] = await db.insert(documentTags).values(row).onConflictDoNothing().returning();
      return saved;
    },
    async findTag(id: number): Promise<DocumentTagRow | undefined> {
      const [row] = await db.select().from(documentTags).where(eq(documentTags.id, id));
      return row;
    },
    deleteTag: (id: number) => db.delete(documentTags).where(eq(documentTags.id, id)),
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
