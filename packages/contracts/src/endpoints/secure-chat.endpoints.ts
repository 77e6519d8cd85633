import { z } from 'zod';
import { eventStream } from '../common/files';
import { userIdPathParams } from '../common/params';
import {
  chatSenderTypes,
  chatThreadList,
  chatThreadsQuery,
  secureChatMessageList,
  sendSecureChatRequest,
} from '../secure-chat.contract';
import { endpoint } from './endpoint';

const tags = ['secure chat'];

export const getSecureChatMessages = endpoint({
  method: 'GET',
  path: '/api/chat/messages/{userId}',
  operationId: 'getSecureChatMessages',
  summary: 'A client’s conversation with the credit specialists (oldest first)',
  tags,
  params: userIdPathParams,
  responses: { 200: secureChatMessageList, 304: z.null() },
});

export const sendSecureChatMessage = endpoint({
  method: 'POST',
  path: '/api/chat/send',
  operationId: 'sendSecureChatMessage',
  summary: 'Write in a client’s conversation (the sender type comes from who is signed in)',
  tags,
  body: sendSecureChatRequest,
  responses: {
    201: z.object({
      id: z.number().int(),
      userId: z.number().int(),
      senderType: z.enum(chatSenderTypes),
    }),
  },
});

export const listSecureChatThreads = endpoint({
  method: 'GET',
  path: '/api/chat/threads',
  operationId: 'listSecureChatThreads',
  summary: 'Clients with their unread count and last message',
  tags,
  querystring: chatThreadsQuery,
  responses: { 200: chatThreadList, 304: z.null() },
});

export const followSecureChat = endpoint({
  method: 'GET',
  path: '/api/chat/events',
  operationId: 'followSecureChat',
  summary: 'Server-Sent Events: `change` on a new message',
  tags,
  responses: { 200: eventStream },
});
