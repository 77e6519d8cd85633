import { z } from 'zod';
import { eventStream } from '../common/files';
import { recordIdParams } from '../common/params';
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
} from '../support.contract';
import { endpoint } from './endpoint';

const tags = ['admin: support'];
const notModified = { 304: z.null() };

export const getSupportMetrics = endpoint({
  method: 'GET',
  path: '/api/support/admin/metrics',
  operationId: 'getSupportMetrics',
  summary: 'Support figures',
  tags,
  responses: { 200: supportMetrics, ...notModified },
});

export const listSupportConversations = endpoint({
  method: 'GET',
  path: '/api/support/admin/conversations',
  operationId: 'listSupportConversations',
  summary: 'Search, filter and page through support chats',
  tags,
  querystring: supportListQuery,
  responses: { 200: supportConversationPage, ...notModified },
});

export const getSupportConversation = endpoint({
  method: 'GET',
  path: '/api/support/admin/conversations/{id}',
  operationId: 'getSupportConversation',
  summary: 'One support chat with its transcript',
  tags,
  params: recordIdParams,
  responses: { 200: supportConversationDetail, ...notModified },
});

export const replySupportConversation = endpoint({
  method: 'POST',
  path: '/api/support/admin/conversations/{id}/reply',
  operationId: 'replySupportConversation',
  summary: 'Answer in the person’s chat',
  tags,
  params: recordIdParams,
  body: supportReplyRequest,
  responses: { 200: supportConversationDetail },
});

export const listSupportTickets = endpoint({
  method: 'GET',
  path: '/api/support/admin/tickets',
  operationId: 'listSupportTickets',
  summary: 'Search, filter and page through support tickets',
  tags,
  querystring: supportTicketListQuery,
  responses: { 200: supportTicketPage, ...notModified },
});

export const followSupportCenter = endpoint({
  method: 'GET',
  path: '/api/support/admin/events',
  operationId: 'followSupportCenter',
  summary: 'Server-Sent Events: `change` on any support change',
  tags,
  responses: { 200: eventStream },
});

export const updateSupportConversation = endpoint({
  method: 'PUT',
  path: '/api/support/conversations/{id}',
  operationId: 'updateSupportConversation',
  summary: 'Change a chat’s status, priority or summary',
  tags,
  params: recordIdParams,
  body: updateConversationRequest,
  responses: { 200: supportConversationDetail },
});

export const updateSupportTicket = endpoint({
  method: 'PUT',
  path: '/api/support/tickets/{id}',
  operationId: 'updateSupportTicket',
  summary: 'Change a ticket (any fields, or the whole ticket)',
  tags,
  params: recordIdParams,
  body: updateTicketRequest,
  responses: { 200: supportTicket },
});

export const listKnowledgeArticles = endpoint({
  method: 'GET',
  path: '/api/support/admin/articles',
  operationId: 'listKnowledgeArticles',
  summary: 'Every knowledge base article',
  tags,
  responses: { 200: knowledgeArticleList },
});

export const createKnowledgeArticle = endpoint({
  method: 'POST',
  path: '/api/support/admin/articles',
  operationId: 'createKnowledgeArticle',
  summary: 'Write a knowledge base article',
  tags,
  body: knowledgeArticleFields,
  responses: { 201: knowledgeArticle },
});

export const updateKnowledgeArticle = endpoint({
  method: 'PUT',
  path: '/api/support/admin/articles/{id}',
  operationId: 'updateKnowledgeArticle',
  summary: 'Edit, publish or unpublish an article',
  tags,
  params: recordIdParams,
  body: updateKnowledgeArticleRequest,
  responses: { 200: knowledgeArticle },
});
