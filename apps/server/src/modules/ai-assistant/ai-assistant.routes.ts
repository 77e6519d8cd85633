import {
  chatWithAiAssistant,
  followAiConversation,
  getAiConversation,
  getAiDraftedLetter,
} from '@app/contracts/endpoints/ai-assistant.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { AiAssistantService } from './ai-assistant.service';

export const aiAssistantRoutes: FastifyPluginAsyncZod<{
  service: AiAssistantService;
  live: LiveEvents;
}> = async (app, { service, live }) => {
  serve(app, chatWithAiAssistant, { access: 'useAI', consumerAct: false }, async (request, reply) => {
    reply.status(201);
    return { reply: await service.chat(currentUser(request), request.body) };
  });

  serve(app, getAiConversation, { access: 'useAI' }, async (request, reply) => {
    const viewer = currentUser(request);
    if (answeredNotModified(request, reply, live, [service.topicFor(viewer)])) return reply;
    return service.conversation(viewer, request.params.userId);
  });

  serve(app, getAiDraftedLetter, { access: 'useAI' }, async (request, reply) => {
    const text = await service.letter(currentUser(request), request.params.id, request.query.userId);
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', 'inline; filename="dispute-letter.txt"')
      .header('x-content-type-options', 'nosniff')
      .send(text);
  });

  serve(app, followAiConversation, { access: 'useAI' }, async (request, reply) => {
    streamLiveEvents(app, request, reply, live, { conversation: service.topicFor(currentUser(request)) });
    return reply;
  });
};
