import type { ChatSenderType } from '@app/contracts/secure-chat.contract';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, users } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const messageColumns = {
  id: chatMessages.id,
  userId: chatMessages.userId,
  senderType: chatMessages.senderType,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  message: chatMessages.message,
  createdAt: chatMessages.createdAt,
  readAt: chatMessages.readAt,
};

export interface ThreadRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  unread_count: number;
  last_message: string | null;
  last_message_at: Date | string | null;
  last_sender_type: ChatSenderType | null;
}

export function createSecureChatRepository(db: Database) {
  return {
    async insert(values: typeof chatMessages.$inferInsert) {
      const [row] = await db.insert(chatMessages).values(values).returning({ id: chatMessages.id });
      return row as { id: number };
    },

    thread: (userId: number) =>
      db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(users, eq(users.id, chatMessages.senderId))
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.id)),

    /** The reader has now seen everything the other side wrote; answers how many became read. */
    async markRead(userId: number, readerSide: ChatSenderType, at: Date) {
      const rows = await db
        .update(chatMessages)
        .set({ readAt: at })
        .where(
          and(
            eq(chatMessages.userId, userId),
            ne(chatMessages.senderType, readerSide),
            isNull(chatMessages.readAt),
          ),
        )
        .returning({ id: chatMessages.id });
      return rows.length;
    },

    /** Clients with their unread count and last message: threads with news first, then by name. */
    async threads(search: string | undefined, limit: number) {
      const like = search ? containing(search) : null;
      return rowsOf<ThreadRow>(
        await db.execute(sql`
          select u.id as user_id, u.first_name, u.last_name, u.email,
            coalesce(s.unread_count, 0)::int as unread_count,
            l.message as last_message, l.created_at as last_message_at, l.sender_type as last_sender_type
          from users u
          left join lateral (
            select count(*) filter (where m.sender_type = 'CLIENT' and m.read_at is null) as unread_count
            from chat_messages m where m.user_id = u.id
          ) s on true
          left join lateral (
            select m.message, m.created_at, m.sender_type from chat_messages m
            where m.user_id = u.id order by m.id desc limit 1
          ) l on true
          where u.access_level <> 'ADMIN'
            and (${like}::text is null or (u.first_name || ' ' || u.last_name) ilike ${like} or u.email ilike ${like})
          order by l.created_at desc nulls last, u.last_name, u.first_name, u.id
          limit ${limit}`),
      );
    },
  };
}
export type SecureChatRepository = ReturnType<typeof createSecureChatRepository>;
