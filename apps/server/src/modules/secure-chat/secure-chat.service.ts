import type { ChatSenderType, ChatThread, SecureChatMessage } from '@app/contracts/secure-chat.contract';
import { assignedFilterOf, isTeamMember, teamCan } from '@app/contracts/team-roles';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { notFound } from '../../platform/errors';
import type { LiveEvents } from '../../platform/live/live-events';
import type { UsersService } from '../users/users.service';
import type { SecureChatRepository } from './secure-chat.repository';

const chatTopics = {
  thread: (userId: number) => `chat.thread.${userId}`,
  admin: 'chat.admin',
} as const;

const threadListLimit = 200;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A client's thread with the credit specialists. */
export function createSecureChatService(deps: {
  repo: SecureChatRepository;
  users: Pick<UsersService, 'profile'>;
  live: Pick<LiveEvents, 'publish'>;
  now?: () => Date;
}) {
  const { repo, users, live } = deps;
  const now = deps.now ?? (() => new Date());
  // Who sends is who is signed in; the body's senderType is never believed. Any member of the
  // team writes on the company's side.
  const sideOf = (viewer: SessionUser): ChatSenderType => (isTeamMember(viewer) ? 'ADMIN' : 'CLIENT');
  // Messages are client work: the office and a specialist (their own clients) write them; a
  // processor or a salesperson has no conversation with clients.
  const talksToClients = (viewer: SessionUser) => teamCan(viewer, 'workClients');

  /**
   * The thread's client: the viewer, or for the office or a specialist a client in their reach
   * (anyone else: 404); never a team member's own thread.
   */
  async function threadOwner(viewer: SessionUser, userId: number) {
    if (isTeamMember(viewer) && !talksToClients(viewer)) throw notFound('Chat');
    const owner = await recordOwnerFor(viewer, userId);
    if (owner !== viewer.id) {
      const profile = await users.profile(owner);
      if (profile.accessLevel === 'ADMIN') throw notFound('Chat');
    } else if (isTeamMember(viewer)) {
      throw notFound('Chat');
    }
    return owner;
  }

  return {
    async messages(viewer: SessionUser, userId: number): Promise<SecureChatMessage[]> {
      const owner = await threadOwner(viewer, userId);
      if ((await repo.markRead(owner, sideOf(viewer), now())) > 0) await live.publish(chatTopics.admin);
      const rows = await repo.thread(owner);
      return rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        senderType: r.senderType,
        senderName: r.senderFirstName ? `${r.senderFirstName} ${r.senderLastName}` : 'Former user',
        message: r.message,
        createdAt: r.createdAt.toISOString(),
        readAt: r.readAt?.toISOString() ?? null,
      }));
    },

    async send(viewer: SessionUser, body: { userId: number; message: string }) {
      const owner = await threadOwner(viewer, body.userId);
      const { id } = await repo.insert({
        userId: owner,
        senderId: viewer.id,
        senderType: sideOf(viewer),
        message: body.message,
        createdAt: now(),
      });
      await Promise.all([live.publish(chatTopics.thread(owner)), live.publish(chatTopics.admin)]);
      return { id, userId: owner, senderType: sideOf(viewer) };
    },

    /**
     * The chat inbox: the clients of the viewer's own organization; a specialist's, only the
     * clients assigned to them.
     */
    async threads(viewer: SessionUser, search: string | undefined): Promise<ChatThread[]> {
      const specialistId = assignedFilterOf(viewer);
      const rows = await repo.threads(viewer.organizationId, specialistId, search, threadListLimit);
      return rows.map((r) => ({
        userId: r.user_id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        unreadCount: r.unread_count,
        lastMessage: r.last_message,
        lastMessageAt: iso(r.last_message_at),
        lastSenderType: r.last_sender_type,
      }));
    },

    /** The topics a viewer's live stream follows: their own thread, or the inbox for the team. */
    topicsFor: (viewer: SessionUser) =>
      isTeamMember(viewer) ? chatTopics.admin : chatTopics.thread(viewer.id),
  };
}
export type SecureChatService = ReturnType<typeof createSecureChatService>;
