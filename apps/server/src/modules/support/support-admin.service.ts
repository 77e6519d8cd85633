import type {
  SupportConversation,
  supportListQuery,
  supportTicketListQuery,
  UpdateConversationRequest,
  UpdateTicketRequest,
} from '@app/contracts/support.contract';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { RequestOrigin } from '../../platform/auth/request-origin';
import { notFound } from '../../platform/errors';
import type { LiveEvents } from '../../platform/live/live-events';
import { decodePageCursor, encodePageCursor, isTimestampKey } from '../../platform/page-cursor';
import type { SupportRepository } from './support.repository';
import type { AdminConversationRow, SupportAdminRepository } from './support-admin.repository';
import { toChatMessage, toTicket } from './support-chat.service';
import { supportTopics } from './support-topics';

type ListQuery = z.output<typeof supportListQuery>;
type TicketListQuery = z.output<typeof supportTicketListQuery>;
/** A cursor belongs to the ticket list under one filter: it cannot be replayed under another. */
const ticketCursorScope = (q: TicketListQuery) =>
  `tickets:${JSON.stringify([q.search ?? '', q.status ?? '', q.priority ?? ''])}`;
type Actor = { id: number; organizationId: number } & RequestOrigin;

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));

const toConversation = (r: NonNullable<AdminConversationRow>): SupportConversation => ({
  id: r.id,
  sessionId: r.sessionId,
  status: r.status,
  priority: r.priority,
  lastMessage: r.lastMessage,
  customerSatisfaction: r.customerSatisfaction,
  summary: r.summary,
  customerName: r.userFirstName ? `${r.userFirstName} ${r.userLastName}` : r.ticketCustomerName,
  userId: r.userId,
  ticketNumber: r.ticketNumber,
  messageCount: r.messageCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The Support Center's figures, lists, edits, and a person's reply in the chat. */
export function createSupportAdminService(deps: {
  repo: SupportRepository;
  admin: SupportAdminRepository;
  live: Pick<LiveEvents, 'publish'>;
  audit: Pick<AuditLog, 'record'>;
  now?: () => Date;
}) {
  const { repo, admin, live, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const conversationDetail = async (id: number, organizationId: number) => {
    const row = await admin.findConversation(id, organizationId);
    if (!row) throw notFound('Conversation');
    const messages = await repo.listMessages(id);
    return { ...toConversation(row), messages: messages.map(toChatMessage) };
  };

  const announce = (sessionId?: string) =>
    Promise.all([
      live.publish(supportTopics.admin),
      ...(sessionId ? [live.publish(supportTopics.session(sessionId))] : []),
    ]);

  return {
    async metrics(organizationId: number) {
      const m = await admin.metrics(organizationId);
      return {
        totalConversations: m.total,
        activeConversations: m.active,
        averageResponseTime: m.avg_response === null ? null : round1(m.avg_response),
        satisfactionRating: m.satisfaction === null ? null : round1(m.satisfaction),
        ratedConversations: m.rated,
        resolutionRate: percent(m.resolved, m.total),
        escalationRate: percent(m.escalated, m.total),
        openTickets: m.open_tickets,
      };
    },

    async conversations(organizationId: number, q: ListQuery) {
      const { items, total } = await admin.conversationPage({ ...q, organizationId });
      return { items: items.map(toConversation), total, page: q.page, pageSize: q.pageSize };
    },

    conversationDetail,

    async tickets(organizationId: number, q: TicketListQuery) {
      const scope = ticketCursorScope(q);
      const after = decodePageCursor(q.cursor, scope, isTimestampKey);
      const { items, hasMore, total } = await admin.ticketPage({ ...q, organizationId, after });
      const last = items.at(-1);
      return {
        items: items.map((r) => toTicket(r.ticket, r.sessionId)),
        total,
        page: q.page,
        pageSize: q.pageSize,
        nextCursor:
          hasMore && last ? encodePageCursor(scope, { key: last.createdAtKey, id: last.ticket.id }) : null,
      };
    },

    async updateConversation(id: number, change: UpdateConversationRequest, actor: Actor) {
      const before = await repo.findConversation(id);
      if (!before || before.organizationId !== actor.organizationId) throw notFound('Conversation');
      const at = now();
      await repo.inTransaction(async (tx) => {
        const changes = {
          ...change,
          ...(change.summary !== undefined ? { summary: change.summary || null } : {}),
          ...(change.status === 'ESCALATED' && !before.escalatedAt ? { escalatedAt: at } : {}),
          updatedAt: at,
        };
        await repo.updateConversation(id, changes, tx);
        await audit.record(
          {
            actorId: actor.id,
            action: 'support.conversation_updated',
            targetType: 'support_conversation',
            targetId: id,
            subjectUserId: before.userId,
            origin: actor,
            details: { ...change },
          },
          tx,
        );
      });
      await announce(before.sessionId);
      return conversationDetail(id, actor.organizationId);
    },

    async updateTicket(id: number, change: UpdateTicketRequest, actor: Actor) {
      const before = await repo.findTicket(id);
      if (!before || before.organizationId !== actor.organizationId) throw notFound('Ticket');
      const { customerInfo, ...rest } = change;
      const customer = customerInfo
        ? {
            customerName: customerInfo.name,
            customerEmail: customerInfo.email,
            customerPhone: customerInfo.phone || null,
          }
        : {};
      const updated = await repo.inTransaction(async (tx) => {
        const row = await repo.updateTicket(id, { ...rest, ...customer, updatedAt: now() }, tx);
        await audit.record(
          {
            actorId: actor.id,
            action: 'support.ticket_updated',
            targetType: 'support_ticket',
            targetId: id,
            subjectUserId: before.userId,
            origin: actor,
            details: { status: change.status, priority: change.priority },
          },
          tx,
        );
        return row;
      });
      const conversation = before.conversationId
        ? await repo.findConversation(before.conversationId)
        : undefined;
      await announce(conversation?.sessionId);
      return toTicket(updated ?? before, conversation?.sessionId ?? null);
    },

    /** A person's answer in the chat; the first one after escalation ends the response time. */
    async reply(id: number, message: string, actor: Actor) {
      const conversation = await repo.findConversation(id);
      if (!conversation || conversation.organizationId !== actor.organizationId)
        throw notFound('Conversation');
      const at = now();
      const first = conversation.escalatedAt !== null && conversation.firstAgentReplyAt === null;
      await repo.addMessage(
        { conversationId: id, sender: 'ADMIN', message, authorId: actor.id, createdAt: at },
        first,
      );
      await announce(conversation.sessionId);
      return conversationDetail(id, actor.organizationId);
    },
  };
}
export type SupportAdminService = ReturnType<typeof createSupportAdminService>;
