import { isAdmin } from '@app/contracts/permissions';
import type { ChatSenderType, ChatThread, SecureChatMessage } from '@app/contracts/secure-chat.contract';
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
  // Who sends is who is signed in; the body's senderType is never believed.
  const sideOf = (viewer: SessionUser): ChatSenderType => (isAdmin(viewer) ? 'ADMIN' : 'CLIENT');

  /** The thread's client: the viewer, or for an admin the client named; never an admin's own thread. */
  async function threadOwner(viewer: SessionUser, userId: number) {
    const owner = await recordOwnerFor(viewer, userId);
    if (owner !== viewer.id) {
      const profile = await users.profile(owner);
      if (profile.accessLevel === 'ADMIN') throw notFound('Chat');
    } else if (isAdmin(viewer)) {
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

    /** The chat inbox: the clients of the admin's own organization. */
    async threads(organizationId: number, search: string | undefined): Promise<ChatThread[]> {
      const rows = await repo.threads(organizationId, search, threadListLimit);
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

    /** The topics a viewer's live stream follows: their own thread, or every thread for an admin. */
    topicsFor: (viewer: SessionUser) => (isAdmin(viewer) ? chatTopics.admin : chatTopics.thread(viewer.id)),
  };
}
export type SecureChatService = ReturnType<typeof createSecureChatService>;
