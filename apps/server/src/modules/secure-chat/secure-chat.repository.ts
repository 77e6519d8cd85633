import { type ChatSenderType, chatSenderTypes } from '@app/contracts/secure-chat.contract';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { chatMessages, users } from '../../db/schema';
import { rowsOf } from '../../db/typed-sql';

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

const threadRow = z.object({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  unread_count: z.number(),
  last_message: z.string().nullable(),
  last_message_at: z.union([z.date(), z.string()]).nullable(),
  last_sender_type: z.enum(chatSenderTypes).nullable(),
});

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
    async threads(
      organizationId: number,
      specialistId: number | null,
      search: string | undefined,
      limit: number,
    ) {
      const like = search ? containing(search) : null;
      return rowsOf(
        db,
        sql`
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
          where u.organization_id = ${organizationId} and u.access_level <> 'ADMIN'
            and (${specialistId}::int is null or u.assigned_specialist_id = ${specialistId}::int)
            and (${like}::text is null or (u.first_name || ' ' || u.last_name) ilike ${like} or u.email ilike ${like})
          order by l.created_at desc nulls last, u.last_name, u.first_name, u.id
          limit ${limit}`,
        threadRow,
      );
    },
  };
}
export type SecureChatRepository = ReturnType<typeof createSecureChatRepository>;
