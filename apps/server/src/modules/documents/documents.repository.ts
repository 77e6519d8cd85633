import { and, desc, eq, getTableColumns, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatDocuments, documentTags } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { searchableText } from './search-text';

type DocumentRow = typeof chatDocuments.$inferSelect;
type StoredText = 'extractedTextSealed' | 'searchText' | 'unsealedText';
/** A row as the module sees it: the text read from the document opened, its stored forms hidden. */
type NewDocumentRow = Omit<typeof chatDocuments.$inferInsert, StoredText> & { extractedText?: string };
export type DocumentSummaryRow = Omit<DocumentRow, 'contentSealed' | 'search' | StoredText> & {
  extractedText: string;
};
export type DocumentTagRow = typeof documentTags.$inferSelect;

// Lists never read the sealed file back: it is large and only needed to view or download.
const {
  contentSealed: _sealed,
  search: _search,
  searchText: _searchText,
  unsealedText: _unsealed,
  ...withoutContent
} = getTableColumns(chatDocuments);

type TextBox = Pick<SecretBox, 'seal' | 'open'>;

const listLimit = 200;

/**
 * The text read from a document is stored sealed, and search indexes a copy with identifying numbers
 * masked; this repository seals on the way in and opens on the way out.
 */
export function createDocumentsRepository(db: Database, box: TextBox) {
  const stored = ({ extractedText, ...rest }: Partial<NewDocumentRow>) =>
    extractedText === undefined
      ? rest
      : {
          ...rest,
          extractedTextSealed: extractedText ? box.seal(extractedText) : '',
          searchText: searchableText(extractedText),
        };
  const opened = <R extends { extractedTextSealed: string }>({ extractedTextSealed, ...rest }: R) => ({
    ...rest,
    extractedText: extractedTextSealed ? box.open(extractedTextSealed) : '',
  });
  const openedRows = async <R extends { extractedTextSealed: string }>(rows: PromiseLike<R[]>) =>
    (await rows).map(opened) as unknown as DocumentSummaryRow[];
  return {
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /** Inside the caller's transaction when given one (the document and its audit entry). */
    async insert(row: NewDocumentRow, tx?: Transaction): Promise<DocumentSummaryRow> {
      const [saved] = await (tx ?? db)
        .insert(chatDocuments)
        .values(stored(row) as typeof chatDocuments.$inferInsert)
        .returning(withoutContent);
      return opened(saved as { extractedTextSealed: string }) as unknown as DocumentSummaryRow;
    },
    async find(id: number): Promise<DocumentSummaryRow | undefined> {
      const [row] = await db.select(withoutContent).from(chatDocuments).where(eq(chatDocuments.id, id));
      return row && (opened(row) as unknown as DocumentSummaryRow);
    },
    /**
     * Text read before it was sealed: sealed, indexed masked, and emptied in place. Returns how many
     * rows it sealed (a batch at a time; the caller repeats until none is left).
     */
    async sealUnsealedTexts(batch = 100): Promise<number> {
      const rows = await db
        .select({ id: chatDocuments.id, text: chatDocuments.unsealedText })
        .from(chatDocuments)
        .where(ne(chatDocuments.unsealedText, ''))
        .limit(batch);
      for (const r of rows) {
        await db
          .update(chatDocuments)
          .set({ ...stored({ extractedText: r.text }), unsealedText: '' })
          .where(eq(chatDocuments.id, r.id));
      }
      return rows.length;
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
      openedRows(
        db
          .select(withoutContent)
          .from(chatDocuments)
          .where(eq(chatDocuments.userId, userId))
          .orderBy(desc(chatDocuments.createdAt), desc(chatDocuments.id))
          .limit(listLimit),
      ),
    /** Full-text search over the file name, the tags and the extracted text, best first. */
    search: (userId: number, q: string): Promise<DocumentSummaryRow[]> => {
      const query = sql`websearch_to_tsquery('english', ${q})`;
      return openedRows(
        db
          .select(withoutContent)
          .from(chatDocuments)
          .where(
            and(
              eq(chatDocuments.userId, userId),
              or(sql`${chatDocuments.search} @@ ${query}`, sql`${chatDocuments.tagText} ilike ${`%${q}%`}`),
            ),
          )
          .orderBy(desc(sql`ts_rank(${chatDocuments.search}, ${query})`), desc(chatDocuments.id))
          .limit(listLimit),
      );
    },
    async update(
      id: number,
      set: Partial<NewDocumentRow>,
      tx?: Transaction,
    ): Promise<DocumentSummaryRow | undefined> {
      const [row] = await (tx ?? db)
        .update(chatDocuments)
        .set(stored(set))
        .where(eq(chatDocuments.id, id))
        .returning(withoutContent);
      return row && (opened(row) as unknown as DocumentSummaryRow);
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
