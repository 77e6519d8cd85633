import { eventStream } from '@app/contracts/common/files';
import { recordIdParams } from '@app/contracts/common/params';
import {
  knowledgeArticle,
  knowledgeArticleFields,
  knowledgeArticleList,
  supportConversationDetail,
  supportConversationPage,
  supportListQuery,
  supportMetrics,
  supportReplyRequest,
  supportTicket,
  supportTicketListQuery,
  supportTicketPage,
  updateConversationRequest,
  updateKnowledgeArticleRequest,
  updateTicketRequest,
} from '@app/contracts/support.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { KnowledgeBaseService } from './knowledge-base.service';
import type { SupportAdminService } from './support-admin.service';
import { supportTopics } from './support-topics';

const tags = ['admin: support'];
const notModified = { 304: z.null() };

/** The Support Center Admin's calls, admins only (anyone else: 403). */
export const supportAdminRoutes: FastifyPluginAsyncZod<{
  service: SupportAdminService;
  knowledge: KnowledgeBaseService;
  live: LiveEvents;
}> = async (app, { service, knowledge, live }) => {
  const config = { access: 'admin' } as const;
  const actor = (request: Parameters<typeof currentUser>[0]) => ({
    id: currentUser(request).id,
    ...originOf(request),
  });

  app.get(
    '/api/support/admin/metrics',
    {
      config,
      schema: {
        operationId: 'getSupportMetrics',
        summary: 'Support figures',
        tags,
        response: { 200: supportMetrics, ...notModified },
      },
    },
    async (request, reply) => {
      if (answeredNotModified(request, reply, live, [supportTopics.admin])) return reply;
      return service.metrics();
    },
  );

  app.get(
    '/api/support/admin/conversations',
    {
      config,
      schema: {
        operationId: 'listSupportConversations',
        summary: 'Search, filter and page through support chats',
        tags,
        querystring: supportListQuery,
        response: { 200: supportConversationPage, ...notModified },
      },
    },
    async (request, reply) => {
      if (answeredNotModified(request, reply, live, [supportTopics.admin])) return reply;
      return service.conversations(request.query);
    },
  );

  app.get(
    '/api/support/admin/conversations/:id',
    {
      config,
      schema: {
        operationId: 'getSupportConversation',
        summary: 'One support chat with its transcript',
        tags,
        params: recordIdParams,
        response: { 200: supportConversationDetail, ...notModified },
      },
    },
    async (request, reply) => {
      if (answeredNotModified(request, reply, live, [supportTopics.admin])) return reply;
      return service.conversationDetail(request.params.id);
    },
  );

  app.post(
    '/api/support/admin/conversations/:id/reply',
    {
      config,
      schema: {
        operationId: 'replySupportConversation',
        summary: 'Answer in the person’s chat',
        tags,
        params: recordIdParams,
        body: supportReplyRequest,
        response: { 200: supportConversationDetail },
      },
    },
    async (request) => service.reply(request.params.id, request.body.message, actor(request)),
  );

  app.get(
    '/api/support/admin/tickets',
    {
      config,
      schema: {
        operationId: 'listSupportTickets',
        summary: 'Search, filter and page through support tickets',
        tags,
        querystring: supportTicketListQuery,
        response: { 200: supportTicketPage, ...notModified },
      },
    },
    async (request, reply) => {
      if (answeredNotModified(request, reply, live, [supportTopics.admin])) return reply;
      return service.tickets(request.query);
    },
  );

  app.get(
    '/api/support/admin/events',
    {
      config,
      schema: {
        operationId: 'followSupportCenter',
        summary: 'Server-Sent Events: `change` on any support change',
        tags,
        response: { 200: eventStream },
      },
    },
    async (request, reply) => {
      streamLiveEvents(app, request, reply, live, { support: supportTopics.admin });
      return reply;
    },
  );

  app.put(
    '/api/support/conversations/:id',
    {
      config,
      schema: {
        operationId: 'updateSupportConversation',
        summary: 'Change a chat’s status, priority or summary',
        tags,
        params: recordIdParams,
        body: updateConversationRequest,
        response: { 200: supportConversationDetail },
      },
    },
    async (request) => service.updateConversation(request.params.id, request.body, actor(request)),
  );

  app.put(
    '/api/support/tickets/:id',
    {
      config,
      schema: {
        operationId: 'updateSupportTicket',
        summary: 'Change a ticket (any fields, or the whole ticket)',
        tags,
        params: recordIdParams,
        body: updateTicketRequest,
        response: { 200: supportTicket },
      },
    },
    async (request) => service.updateTicket(request.params.id, request.body, actor(request)),
  );

  app.get(
    '/api/support/admin/articles',
    {
      config,
      schema: {
        operationId: 'listKnowledgeArticles',
        summary: 'Every knowledge base article',
        tags,
        response: { 200: knowledgeArticleList },
      },
    },
    async () => knowledge.list(),
  );

  app.post(
    '/api/support/admin/articles',
    {
      config,
      schema: {
        operationId: 'createKnowledgeArticle',
        summary: 'Write a knowledge base article',
        tags,
        body: knowledgeArticleFields,
        response: { 201: knowledgeArticle },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return knowledge.create(request.body, currentUser(request).id);
    },
  );

  app.put(
    '/api/support/admin/articles/:id',
    {
      config,
      schema: {
        operationId: 'updateKnowledgeArticle',
        summary: 'Edit, publish or unpublish an article',
        tags,
        params: recordIdParams,
        body: updateKnowledgeArticleRequest,
        response: { 200: knowledgeArticle },
      },
    },
    async (request) => knowledge.update(request.params.id, request.body, currentUser(request).id),
  );
};
