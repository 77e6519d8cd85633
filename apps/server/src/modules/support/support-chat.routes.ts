import {
  createSupportTicket,
  followSupportChat,
  getHelpArticle,
  getSupportChatTranscript,
  rateSupportChat,
  sendSupportChatMessage,
  startSupportChat,
} from '@app/contracts/endpoints/support.endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { KnowledgeBaseService } from './knowledge-base.service';
import type { ChatCaller, SupportChatService } from './support-chat.service';
import { supportTopics } from './support-topics';

/** Binds anonymous chats to the browser that opened them; httpOnly, so page scripts never see it. */
const browserKeyCookie = 'support_chat_key';

const callerOf = (request: FastifyRequest): ChatCaller => ({
  user: request.user,
  organizationId: request.organizationId,
  browserKey: request.cookies?.[browserKeyCookie],
  ip: request.ip,
});

function keepBrowserKey(request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
  if (!key || key === request.cookies?.[browserKeyCookie]) return;
  reply.setCookie(browserKeyCookie, key, {
    path: '/api/support',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: 30 * 24 * 3600,
  });
}

/** The person's side of support: anyone may chat, signed in or not, within a per-IP limit. */
export const supportChatRoutes: FastifyPluginAsyncZod<{
  service: SupportChatService;
  knowledge: KnowledgeBaseService;
  live: LiveEvents;
  perIpPerMinute: number;
}> = async (app, { service, knowledge, live, perIpPerMinute }) => {
  const rateLimit = { max: perIpPerMinute, timeWindow: '1 minute' };

  serve(app, startSupportChat, { access: 'public', rateLimit }, async (request, reply) => {
    const { browserKey, chat } = await service.start(callerOf(request), request.body.userId);
    keepBrowserKey(request, reply, browserKey);
    reply.status(201);
    return chat;
  });

  serve(app, sendSupportChatMessage, { access: 'public', rateLimit }, async (request) =>
    service.message(callerOf(request), request.body),
  );

  serve(
    app,
    getSupportChatTranscript,
    { access: 'public', rateLimit: { max: perIpPerMinute * 4, timeWindow: '1 minute' } },
    async (request, reply) => {
      if (answeredNotModified(request, reply, live, [supportTopics.session(request.params.sessionId)]))
        return reply;
      return service.transcript(callerOf(request), request.params.sessionId);
    },
  );

  serve(app, followSupportChat, { access: 'public', rateLimit }, async (request, reply) => {
    await service.assertCanFollow(callerOf(request), request.params.sessionId);
    streamLiveEvents(app, request, reply, live, { chat: supportTopics.session(request.params.sessionId) });
    return reply;
  });

  serve(app, createSupportTicket, { access: 'public', rateLimit }, async (request, reply) => {
    reply.status(201);
    return service.createTicket(callerOf(request), request.body);
  });

  serve(app, rateSupportChat, { access: 'public', rateLimit }, async (request) =>
    service.rate(callerOf(request), request.body),
  );

  serve(app, getHelpArticle, { access: 'public' }, async (request) =>
    knowledge.published(request.organizationId, request.params.slug),
  );
};
