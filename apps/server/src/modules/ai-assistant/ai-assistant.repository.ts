import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiConversationEntries } from '../../db/schema';

export type AiEntryRow = typeof aiConversationEntries.$inferSelect;
type NewAiEntryRow = typeof aiConversationEntries.$inferInsert;

/** The newest entries a conversation shows. */
const conversationLimit = 200;

export function createAiAssistantRepository(db: Database) {
  return {
    async insert(row: NewAiEntryRow): Promise<AiEntryRow> {
      const [saved] = await db.insert(aiConversationEntries).values(row).returning();
      return saved as AiEntryRow;
    },
    /** The newest `limit` entries, oldest first. */
    async conversation(userId: number, limit = conversationLimit): Promise<AiEntryRow[]> {
      const rows = await db
        .select()
        .from(aiConversationEntries)
        .where(eq(aiConversationEntries.userId, userId))
        .orderBy(desc(aiConversationEntries.id))
        .limit(limit);
      return rows.reverse();
    },
    async find(id: number, userId: number): Promise<AiEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(aiConversationEntries)
        .where(and(eq(aiConversationEntries.id, id), eq(aiConversationEntries.userId, userId)));
      return row;
    },
  };
}
export type AiAssistantRepository = ReturnType<typeof createAiAssistantRepository>;
