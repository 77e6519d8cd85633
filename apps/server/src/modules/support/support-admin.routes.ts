import {
  createKnowledgeArticle,
  followSupportCenter,
  getSupportConversation,
  getSupportMetrics,
  listKnowledgeArticles,
  listSupportConversations,
  listSupportTickets,
  replySupportConversation,
  updateKnowledgeArticle,
  updateSupportConversation,
  updateSupportTicket,
} from '@app/contracts/endpoints/support-admin.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { KnowledgeBaseService } from './knowledge-base.service';
import type { SupportAdminService } from './support-admin.service';
import { supportTopics } from './support-topics';

/** The Support Center Admin's calls, admins only (anyone else: 403). */
export const supportAdminRoutes: FastifyPluginAsyncZod<{
  service: SupportAdminService;
  knowledge: KnowledgeBaseService;
  live: LiveEvents;
}> = async (app, { service, knowledge, live }) => {
  const config = { access: 'admin' } as const;
  const actor = (request: Parameters<typeof currentUser>[0]) => ({
    id: currentUser(request).id,
    organizationId: currentUser(request).organizationId,
    ...originOf(request),
  });
  const organizationOf = (request: Parameters<typeof currentUser>[0]) => currentUser(request).organizationId;

  serve(app, getSupportMetrics, config, async (request, reply) => {
    if (answeredNotModified(request, reply, live, [supportTopics.admin])) return reply;
    return service.metrics(organizationOf(request));
  });

  serve(app, listSupportConversations, config, async (request, reply) => {
    if (answeredNotModified(request, reply, live, [supportTopics.admin])) return reply;
    return service.conversations(organizationOf(request), request.query);
  });

  serve(app, getSupportConversation, config, async (request, reply) => {
    if (answeredNotModified(request, reply, live, [supportTopics.admin])) return reply;
    return service.conversationDetail(request.params.id, organizationOf(request));
  });

  serve(app, replySupportConversation, config, async (request) =>
    service.reply(request.params.id, request.body.message, actor(request)),
  );

  serve(app, listSupportTickets, config, async (request, reply) => {
    if (answeredNotModified(request, reply, live, [supportTopics.admin])) return reply;
    return service.tickets(organizationOf(request), request.query);
  });

  serve(app, followSupportCenter, config, async (request, reply) => {
    streamLiveEvents(app, request, reply, live, { support: supportTopics.admin });
    return reply;
  });

  serve(app, updateSupportConversation, config, async (request) =>
    service.updateConversation(request.params.id, request.body, actor(request)),
  );

  serve(app, updateSupportTicket, config, async (request) =>
    service.updateTicket(request.params.id, request.body, actor(request)),
  );

  serve(app, listKnowledgeArticles, config, async (request) =>
    knowledge.list(currentUser(request).organizationId),
  );

  serve(app, createKnowledgeArticle, config, async (request, reply) => {
    const admin = currentUser(request);
    reply.status(201);
    return knowledge.create(admin.organizationId, request.body, admin.id);
  });

  serve(app, updateKnowledgeArticle, config, async (request) => {
    const admin = currentUser(request);
    return knowledge.update(admin.organizationId, request.params.id, request.body, admin.id);
  });
};
