import {
  type ConversationStatus,
  type SupportStatusFilter,
  statusFilterMatches,
  type TicketPriority,
  type TicketStatus,
} from '@app/contracts/support.contract';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { supportConversations, supportTickets, users } from '../../db/schema';
import { rowsOf } from '../../db/typed-sql';
import type { PagePosition } from '../../platform/page-cursor';

interface ListFilter {
  organizationId: number;
  search?: string;
  status?: SupportStatusFilter;
  priority?: TicketPriority;
  page: number;
  pageSize: number;
}

const metricsRow = z.object({
  total: z.number(),
  active: z.number(),
  avg_response: z.number().nullable(),
  satisfaction: z.number().nullable(),
  rated: z.number(),
  resolved: z.number(),
  escalated: z.number(),
  open_tickets: z.number(),
});
/** A search term as a LIKE pattern that matches it literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const latestTicketNumber = sql<
  string | null
>`(select t.ticket_number from support_tickets t where t.conversation_id = ${supportConversations.id} order by t.id desc limit 1)`;
const latestTicketName = sql<
  string | null
>`(select t.customer_name from support_tickets t where t.conversation_id = ${supportConversations.id} order by t.id desc limit 1)`;

const conversationColumns = {
  id: supportConversations.id,
  sessionId: supportConversations.sessionId,
  status: supportConversations.status,
  priority: supportConversations.priority,
  lastMessage: supportConversations.lastMessage,
  customerSatisfaction: supportConversations.customerSatisfaction,
  summary: supportConversations.summary,
  userId: supportConversations.userId,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  ticketNumber: latestTicketNumber,
  ticketCustomerName: latestTicketName,
  messageCount: sql<number>`(select count(*)::int from support_messages m where m.conversation_id = ${supportConversations.id})`,
  createdAt: supportConversations.createdAt,
  updatedAt: supportConversations.updatedAt,
};
export type AdminConversationRow = Awaited<ReturnType<SupportAdminRepository['findConversation']>>;

/** The Support Center's reads: filtered pages and figures, all computed in SQL. */
export function createSupportAdminRepository(db: Database) {
  const conversationWhere = (f: ListFilter): SQL | undefined => {
    const parts: (SQL | undefined)[] = [
      eq(supportConversations.organizationId, f.organizationId),
      gt(supportConversations.userMessageCount, 0),
    ];
    if (f.status) {
      parts.push(
        inArray(
          supportConversations.status,
          statusFilterMatches.conversations[f.status] as ConversationStatus[],
        ),
      );
    }
    if (f.priority) parts.push(eq(supportConversations.priority, f.priority));
    if (f.search) {
      const like = containing(f.search);
      parts.push(
        or(
          ilike(supportConversations.summary, like),
          ilike(supportConversations.lastMessage, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.email, like),
          sql`exists (select 1 from support_tickets t where t.conversation_id = ${supportConversations.id} and (t.ticket_number ilike ${like} or t.customer_name ilike ${like} or t.customer_email ilike ${like}))`,
          sql`exists (select 1 from support_messages m where m.conversation_id = ${supportConversations.id} and m.message ilike ${like})`,
        ),
      );
    }
    return and(...parts);
  };

  const ticketWhere = (f: ListFilter): SQL | undefined => {
    const parts: (SQL | undefined)[] = [];
    if (f.status)
      parts.push(inArray(supportTickets.status, statusFilterMatches.tickets[f.status] as TicketStatus[]));
    if (f.priority) parts.push(eq(supportTickets.priority, f.priority));
    if (f.search) {
      const like = containing(f.search);
      parts.push(
        or(
          ilike(supportTickets.ticketNumber, like),
          ilike(supportTickets.title, like),
          ilike(supportTickets.description, like),
          ilike(supportTickets.customerName, like),
          ilike(supportTickets.customerEmail, like),
        ),
      );
    }
    return parts.length ? and(...parts) : undefined;
  };

  // The organization's unfiltered total, asked with every page of the list: planned once.
  const allTicketsCount = db
    .select({ n: count() })
    .from(supportTickets)
    .where(eq(supportTickets.organizationId, sql.placeholder('organizationId')))
    .prepare('support_tickets_count');

  return {
    async conversationPage(f: ListFilter) {
      const where = conversationWhere(f);
      const [items, [total]] = await Promise.all([
        db
          .select(conversationColumns)
          .from(supportConversations)
          .leftJoin(users, eq(users.id, supportConversations.userId))
          .where(where)
          .orderBy(desc(supportConversations.updatedAt), desc(supportConversations.id))
          .limit(f.pageSize)
          .offset((f.page - 1) * f.pageSize),
        db
          .select({ n: count() })
          .from(supportConversations)
          .leftJoin(users, eq(users.id, supportConversations.userId))
          .where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    /** A conversation of the organization; another organization's does not exist here. */
    async findConversation(id: number, organizationId: number) {
      const [row] = await db
        .select(conversationColumns)
        .from(supportConversations)
        .leftJoin(users, eq(users.id, supportConversations.userId))
        .where(and(eq(supportConversations.id, id), eq(supportConversations.organizationId, organizationId)));
      return row;
    },

    /**
     * One page of tickets, newest first, read in the order of `support_tickets_created_idx`: after
     * a cursor the page starts at the cursor's (created_at, id); by page number the page's ids are
     * picked from the tickets alone and only they are joined (skipped rows are never joined). One
     * row more than the page is read to know whether another page follows.
     */
    async ticketPage(f: ListFilter & { after?: PagePosition<string> }) {
      const filter = ticketWhere(f);
      const where = and(eq(supportTickets.organizationId, f.organizationId), filter);
      const keyset = f.after
        ? sql`(${supportTickets.createdAt}, ${supportTickets.id}) < (${f.after.key}::timestamptz, ${f.after.id}::int)`
        : undefined;
      const [counted] = filter
        ? await db.select({ n: count() }).from(supportTickets).where(where)
        : await allTicketsCount.execute({ organizationId: f.organizationId });
      const total = counted?.n ?? 0;
      // A page in the older half is read from the oldest end (its rows come back newest first from
      // the join), so no page number skips more than half the list.
      const skip = f.after ? 0 : (f.page - 1) * f.pageSize;
      const rest = total - skip - f.pageSize;
      const fromOldest = !f.after && skip > 0 && skip < total && rest < skip;
      const pageIds = db
        .select({ pageId: supportTickets.id })
        .from(supportTickets)
        .where(and(where, keyset))
        .orderBy(
          ...(fromOldest
            ? [asc(supportTickets.createdAt), asc(supportTickets.id)]
            : [desc(supportTickets.createdAt), desc(supportTickets.id)]),
        )
        .limit(fromOldest ? Math.min(f.pageSize, total - skip) : f.pageSize + 1)
        .offset(fromOldest ? Math.max(0, rest) : skip)
        .as('page_ids');
      const rows = await db
        .select({
          ticket: supportTickets,
          sessionId: supportConversations.sessionId,
          // As text, to the microsecond: the next page's cursor.
          createdAtKey: sql<string>`${supportTickets.createdAt}::text`,
        })
        .from(pageIds)
        .innerJoin(supportTickets, eq(supportTickets.id, pageIds.pageId))
        .leftJoin(supportConversations, eq(supportConversations.id, supportTickets.conversationId))
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
      return {
        items: rows.slice(0, f.pageSize),
        hasMore: fromOldest ? rest > 0 : rows.length > f.pageSize,
        total,
      };
    },

    async metrics(organizationId: number) {
      const [row] = await rowsOf(
        db,
        sql`
          select
            count(*)::int as total,
            (count(*) filter (where status in ('ACTIVE', 'ESCALATED')))::int as active,
            (avg(extract(epoch from first_agent_reply_at - escalated_at) / 60)
              filter (where first_agent_reply_at is not null and escalated_at is not null))::float8 as avg_response,
            (avg(customer_satisfaction) filter (where customer_satisfaction is not null))::float8 as satisfaction,
            count(customer_satisfaction)::int as rated,
            (count(*) filter (where status in ('RESOLVED', 'CLOSED')))::int as resolved,
            (count(*) filter (where escalated_at is not null))::int as escalated,
            (select count(*)::int from support_tickets where organization_id = ${organizationId}
               and status in ('OPEN', 'IN_PROGRESS', 'WAITING_CUSTOMER')) as open_tickets
          from support_conversations
          where organization_id = ${organizationId} and user_message_count > 0`,
        metricsRow,
      );
      return row as NonNullable<typeof row>;
    },
  };
}
export type SupportAdminRepository = ReturnType<typeof createSupportAdminRepository>;
