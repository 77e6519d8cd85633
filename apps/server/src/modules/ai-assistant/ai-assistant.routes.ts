import { aiChatRequest, aiChatResponse, aiConversation } from '@app/contracts/ai-assistant.contract';
import { apiError } from '@app/contracts/common/api-error';
import { eventStream } from '@app/contracts/common/files';
import { ownerQuery, recordIdParams, userIdPathParams } from '@app/contracts/common/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { AiAssistantService } from './ai-assistant.service';

const tags = ['ai assistant'];

export const aiAssistantRoutes: FastifyPluginAsyncZod<{
  service: AiAssistantService;
  live: LiveEvents;
}> = async (app, { service, live }) => {
  app.post(
    '/api/ai/chat',
    {
      config: { access: 'useAI', consumerAct: false },
      schema: {
        operationId: 'chatWithAiAssistant',
        summary: 'Ask the AI Assistant; attachments are vault documents whose text it reads',
        tags,
        body: aiChatRequest,
        response: { 201: aiChatResponse, 404: apiError.describe('An attachment or conversation not found') },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { reply: await service.chat(currentUser(request), request.body) };
    },
  );

  app.get(
    '/api/ai/conversation/:userId',
    {
      config: { access: 'useAI' },
      schema: {
        operationId: 'getAiConversation',
        summary: 'The AI Assistant conversation, oldest first',
        tags,
        params: userIdPathParams,
        response: { 200: aiConversation, 304: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      if (answeredNotModified(request, reply, live, [service.topicFor(viewer)])) return reply;
      return service.conversation(viewer, request.params.userId);
    },
  );

  app.get(
    '/api/ai/letters/:id',
    {
      config: { access: 'useAI' },
      schema: {
        operationId: 'getAiDraftedLetter',
        summary: 'A letter the AI Assistant drafted, as text (the spec’s GET {letterUrl})',
        tags,
        params: recordIdParams,
        querystring: ownerQuery,
        response: { 200: z.string(), 404: apiError },
      },
    },
    async (request, reply) => {
      const text = await service.letter(currentUser(request), request.params.id, request.query.userId);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', 'inline; filename="dispute-letter.txt"')
        .header('x-content-type-options', 'nosniff')
        .send(text);
    },
  );

  app.get(
    '/api/ai/events',
    {
      config: { access: 'useAI' },
      schema: {
        operationId: 'followAiConversation',
        summary: 'Server-Sent Events: `change` when the conversation has a new entry',
        tags,
        response: { 200: eventStream },
      },
    },
    async (request, reply) => {
      streamLiveEvents(app, request, reply, live, { conversation: service.topicFor(currentUser(request)) });
      return reply;
    },
  );
};
