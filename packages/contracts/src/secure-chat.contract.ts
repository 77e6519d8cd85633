import { z } from 'zod';
import { isSafeParagraph, personTextMessages } from './common/person-text';

// Secure Chat (client side) and Client Communication (admin side): messages, senderType, the chat calls.

export const secureChatMaxLength = 2000;

export const chatSenderTypes = ['CLIENT', 'ADMIN'] as const;
export type ChatSenderType = (typeof chatSenderTypes)[number];

/** ADMIN messages are the credit specialist's; everyone else's are the client's. */
export const chatSenderLabel = (senderType: string) =>
  senderType === 'ADMIN' ? 'Credit Specialist' : 'Client';

export const secureChatMessages = {
  sendFailed: 'Failed to send message',
  messageRequired: 'Type a message first',
  messageTooLong: `A message can be at most ${secureChatMaxLength.toLocaleString('en-US')} characters`,
  empty: 'No messages yet',
  emptyClient: 'Write to your credit specialist here. Only you and our team can read this conversation.',
  emptyAdmin: 'No messages with this client yet. Write the first one.',
  noClients: 'No clients found',
  pickClient: 'Choose a client to see your conversation.',
} as const;

/**
 * POST /api/chat/send. The spec's body also carries senderType; the server takes it from the
 * signed-in user instead, so it is accepted and ignored.
 */
export const sendSecureChatRequest = z.object({
  userId: z.number().int().positive(),
  message: z
    .string({ error: secureChatMessages.messageRequired })
    .max(secureChatMaxLength, secureChatMessages.messageTooLong)
    .refine((s) => s.trim().length > 0, secureChatMessages.messageRequired)
    .refine(isSafeParagraph, personTextMessages.paragraph('The message')),
  senderType: z.string().max(20).optional(),
});
export type SendSecureChatRequest = z.input<typeof sendSecureChatRequest>;

export const secureChatMessage = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  senderType: z.enum(chatSenderTypes),
  senderName: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type SecureChatMessage = z.infer<typeof secureChatMessage>;
export const secureChatMessageList = z.array(secureChatMessage);

export const chatThreadsQuery = z.object({ search: z.string().trim().max(100).optional() }).strict();

/** One client in the admin's Client Communication list. */
export const chatThread = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  unreadCount: z.number().int(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastSenderType: z.enum(chatSenderTypes).nullable(),
});
export type ChatThread = z.infer<typeof chatThread>;
export const chatThreadList = z.array(chatThread);
