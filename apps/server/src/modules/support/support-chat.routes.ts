import { eventStream } from '@app/contracts/common/files';
import {
  chatSessionParams,
  chatTranscript,
  createTicketRequest,
  createTicketResponse,
  helpArticleParams,
  knowledgeArticle,
  satisfactionRequest,
  sendChatMessageRequest,
  sendChatMessageResponse,
  startChatRequest,
  startChatResponse,
} from '@app/contracts/support.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { KnowledgeBaseService } from './knowledge-base.service';
import type { ChatCaller, SupportChatService } from './support-chat.service';
import { supportTopics } from './support-topics';

const tags = ['support'];
/** Binds anonymous chats to the browser that opened them; httpOnly, so page scripts never see it. */
const browserKeyCookie = 'support_chat_key';

const callerOf = (request: FastifyRequest): ChatCaller => ({
  user: request.user,
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

  app.post(
    '/api/support/chat/start',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'startSupportChat',
        summary: 'Open a support chat (signed in, or anonymously from this browser)',
        tags,
        body: startChatRequest,
        response: { 201: startChatResponse },
      },
    },
    async (request, reply) => {
      const { browserKey, chat } = await service.start(callerOf(request), request.body.userId);
      keepBrowserKey(request, reply, browserKey);
      reply.status(201);
      return chat;
    },
  );

  app.post(
    '/api/support/chat/message',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'sendSupportChatMessage',
        summary: 'Ask the support assistant',
        tags,
        body: sendChatMessageRequest,
        response: { 200: sendChatMessageResponse },
      },
    },
    async (request) => service.message(callerOf(request), request.body),
  );

  app.get(
    '/api/support/chat/:sessionId/messages',
    {
      config: { access: 'public', rateLimit: { max: perIpPerMinute * 4, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getSupportChatTranscript',
        summary: 'The chat so far, with the support team’s replies',
        tags,
        params: chatSessionParams,
        response: { 200: chatTranscript, 304: z.null() },
      },
    },
    async (request, reply) => {
      if (answeredNotModified(request, reply, live, [supportTopics.session(request.params.sessionId)]))
        return reply;
      return service.transcript(callerOf(request), request.params.sessionId);
    },
  );

  app.get(
    '/api/support/chat/:sessionId/events',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'followSupportChat',
        summary: 'Server-Sent Events: `change` whenever the chat changes',
        tags,
        response: { 200: eventStream },
        params: chatSessionParams,
      },
    },
    async (request, reply) => {
      await service.assertCanFollow(callerOf(request), request.params.sessionId);
      streamLiveEvents(app, request, reply, live, { chat: supportTopics.session(request.params.sessionId) });
      return reply;
    },
  );

  app.post(
    '/api/support/tickets',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'createSupportTicket',
        summary: 'Hand the question to the support team',
        tags,
        body: createTicketRequest,
        response: { 201: createTicketResponse },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.createTicket(callerOf(request), request.body);
    },
  );

  app.post(
    '/api/support/chat/satisfaction',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'rateSupportChat',
        summary: 'Rate the chat from 1 to 5 stars',
        tags,
        body: satisfactionRequest,
        response: { 200: z.object({ sessionId: z.string(), rating: z.number().int() }) },
      },
    },
    async (request) => service.rate(callerOf(request), request.body),
  );

  app.get(
    '/api/support/articles/:slug',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHelpArticle',
        summary: 'A published help article, as the assistant links it',
        tags,
        params: helpArticleParams,
        response: { 200: knowledgeArticle },
      },
    },
    async (request) => knowledge.published(request.params.slug),
  );
};
