import { eventStream } from '@app/contracts/common/files';
import { userIdPathParams } from '@app/contracts/common/params';
import {
  chatSenderTypes,
  chatThreadList,
  chatThreadsQuery,
  secureChatMessageList,
  sendSecureChatRequest,
} from '@app/contracts/secure-chat.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { SecureChatService } from './secure-chat.service';

const tags = ['secure chat'];

export const secureChatRoutes: FastifyPluginAsyncZod<{
  service: SecureChatService;
  live: LiveEvents;
}> = async (app, { service, live }) => {
  app.get(
    '/api/chat/messages/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getSecureChatMessages',
        summary: 'A client’s conversation with the credit specialists (oldest first)',
        tags,
        params: userIdPathParams,
        response: { 200: secureChatMessageList, 304: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      if (answeredNotModified(request, reply, live, [service.topicsFor(viewer)])) return reply;
      return service.messages(viewer, request.params.userId);
    },
  );

  app.post(
    '/api/chat/send',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'sendSecureChatMessage',
        summary: 'Write in a client’s conversation (the sender type comes from who is signed in)',
        tags,
        body: sendSecureChatRequest,
        response: {
          201: z.object({
            id: z.number().int(),
            userId: z.number().int(),
            senderType: z.enum(chatSenderTypes),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.send(currentUser(request), request.body);
    },
  );

  app.get(
    '/api/chat/threads',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listSecureChatThreads',
        summary: 'Clients with their unread count and last message',
        tags,
        querystring: chatThreadsQuery,
        response: { 200: chatThreadList, 304: z.null() },
      },
    },
    async (request, reply) => {
      if (answeredNotModified(request, reply, live, [service.topicsFor(currentUser(request))])) return reply;
      return service.threads(request.query.search);
    },
  );

  app.get(
    '/api/chat/events',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'followSecureChat',
        summary: 'Server-Sent Events: `change` on a new message',
        tags,
        response: { 200: eventStream },
      },
    },
    async (request, reply) => {
      streamLiveEvents(app, request, reply, live, { chat: service.topicsFor(currentUser(request)) });
      return reply;
    },
  );
};
