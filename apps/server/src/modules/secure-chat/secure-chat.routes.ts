import {
  followSecureChat,
  getSecureChatMessages,
  listSecureChatThreads,
  sendSecureChatMessage,
} from '@app/contracts/endpoints/secure-chat.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { SecureChatService } from './secure-chat.service';

export const secureChatRoutes: FastifyPluginAsyncZod<{
  service: SecureChatService;
  live: LiveEvents;
}> = async (app, { service, live }) => {
  serve(app, getSecureChatMessages, { access: 'authenticated' }, async (request, reply) => {
    const viewer = currentUser(request);
    if (answeredNotModified(request, reply, live, [service.topicsFor(viewer)])) return reply;
    return service.messages(viewer, request.params.userId);
  });

  serve(
    app,
    sendSecureChatMessage,
    { access: 'authenticated', consumerAct: false },
    async (request, reply) => {
      reply.status(201);
      return service.send(currentUser(request), request.body);
    },
  );

  serve(app, listSecureChatThreads, { access: 'workClients' }, async (request, reply) => {
    if (answeredNotModified(request, reply, live, [service.topicsFor(currentUser(request))])) return reply;
    return service.threads(currentUser(request), request.query.search);
  });

  serve(app, followSecureChat, { access: 'authenticated' }, async (request, reply) => {
    streamLiveEvents(app, request, reply, live, { chat: service.topicsFor(currentUser(request)) });
    return reply;
  });
};
