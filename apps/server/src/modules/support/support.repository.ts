import { type TicketFields, ticketNumberOf } from '@app/contracts/support.contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { supportConversations, supportMessages, supportTickets } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { rowsOf } from '../../db/typed-sql';

type ConversationInsert = typeof supportConversations.$inferInsert;
type MessageInsert = typeof supportMessages.$inferInsert;
export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type TicketRow = typeof supportTickets.$inferSelect;
type TicketInput = Required<Omit<TicketFields, 'customerInfo'>> & {
  customerInfo: { name: string; email: string; phone?: string };
};

/** Conversations, their messages and tickets: the person's side of support. */
export function createSupportRepository(db: Database) {
  return {
    async insertConversation(values: ConversationInsert) {
      const [row] = await db.insert(supportConversations).values(values).returning();
      return row as ConversationRow;
    },

    async findConversationBySession(sessionId: string) {
      const [row] = await db
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.sessionId, sessionId));
      return row;
    },

    async findConversation(id: number) {
      const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
      return row;
    },

    /** Adds a message and keeps the conversation's last message, counters and timestamps with it. */
    async addMessage(values: MessageInsert & { createdAt: Date }, firstAgentReply: boolean) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(supportMessages).values(values).returning();
        await tx
          .update(supportConversations)
          .set({
            lastMessage: values.message.slice(0, 500),
            updatedAt: values.createdAt,
            ...(values.sender === 'USER'
              ? { userMessageCount: sql`${supportConversations.userMessageCount} + 1` }
              : {}),
            ...(firstAgentReply ? { firstAgentReplyAt: values.createdAt } : {}),
          })
          .where(eq(supportConversations.id, values.conversationId));
        return row as MessageRow;
      });
    },

    listMessages(conversationId: number) {
      return db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversationId))
        .orderBy(asc(supportMessages.id));
    },

    async recentMessages(conversationId: number, n: number) {
      const rows = await db
        .select({ sender: supportMessages.sender, message: supportMessages.message })
        .from(supportMessages)
        .where(eq(supportMessages.conversationId, conversationId))
        .orderBy(desc(supportMessages.id))
        .limit(n);
      return rows.reverse();
    },

    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    /** Inside the caller's transaction when given one (an admin's change and its audit entry). */
    async updateConversation(id: number, change: Partial<ConversationInsert>, tx?: Transaction) {
      const [row] = await (tx ?? db)
        .update(supportConversations)
        .set(change)
        .where(eq(supportConversations.id, id))
        .returning();
      return row;
    },

    /** The ticket, numbered from its own id, and the conversation marked escalated, together. */
    async insertTicket(
      input: TicketInput & { organizationId: number; conversationId: number | null; userId: number | null },
      at: Date,
    ) {
      return db.transaction(async (tx) => {
        const [next] = await rowsOf(
          tx,
          sql`select nextval(pg_get_serial_sequence('support_tickets', 'id'))::int as id`,
          z.object({ id: z.number() }),
        );
        const id = (next as { id: number }).id;
        const [row] = await tx
          .insert(supportTickets)
          .values({
            id,
            organizationId: input.organizationId,
            ticketNumber: ticketNumberOf(id),
            conversationId: input.conversationId,
            userId: input.userId,
            title: input.title,
            description: input.description,
            priority: input.priority,
            category: input.category,
            customerName: input.customerInfo.name,
            customerEmail: input.customerInfo.email,
            customerPhone: input.customerInfo.phone || null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (input.conversationId !== null) {
          await tx
            .update(supportConversations)
            .set({
              status: 'ESCALATED',
              priority: input.priority,
              escalatedAt: sql`coalesce(${supportConversations.escalatedAt}, ${at.toISOString()}::timestamptz)`,
              updatedAt: at,
            })
            .where(eq(supportConversations.id, input.conversationId));
        }
        return row as TicketRow;
      });
    },

    async latestTicketOf(conversationId: number) {
      const [row] = await db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.conversationId, conversationId))
        .orderBy(desc(supportTickets.id))
        .limit(1);
      return row;
    },

    async findTicket(id: number) {
      const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
      return row;
    },

    /** Inside the caller's transaction when given one (an admin's change and its audit entry). */
    async updateTicket(id: number, change: Partial<typeof supportTickets.$inferInsert>, tx?: Transaction) {
      const [row] = await (tx ?? db)
        .update(supportTickets)
        .set(change)
        .where(and(eq(supportTickets.id, id)))
        .returning();
      return row;
    },
  };
}
export type SupportRepository = ReturnType<typeof createSupportRepository>;
