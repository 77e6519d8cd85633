import { z } from 'zod';
import { eventStream } from '../common/files';
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
} from '../support.contract';
import { endpoint } from './endpoint';

const tags = ['support'];

export const startSupportChat = endpoint({
  method: 'POST',
  path: '/api/support/chat/start',
  operationId: 'startSupportChat',
  summary: 'Open a support chat (signed in, or anonymously from this browser)',
  tags,
  body: startChatRequest,
  responses: { 201: startChatResponse },
});

export const sendSupportChatMessage = endpoint({
  method: 'POST',
  path: '/api/support/chat/message',
  operationId: 'sendSupportChatMessage',
  summary: 'Ask the support assistant',
  tags,
  body: sendChatMessageRequest,
  responses: { 200: sendChatMessageResponse },
});

export const getSupportChatTranscript = endpoint({
  method: 'GET',
  path: '/api/support/chat/{sessionId}/messages',
  operationId: 'getSupportChatTranscript',
  summary: 'The chat so far, with the support team’s replies',
  tags,
  params: chatSessionParams,
  responses: { 200: chatTranscript, 304: z.null() },
});

export const followSupportChat = endpoint({
  method: 'GET',
  path: '/api/support/chat/{sessionId}/events',
  operationId: 'followSupportChat',
  summary: 'Server-Sent Events: `change` whenever the chat changes',
  tags,
  responses: { 200: eventStream },
  params: chatSessionParams,
});

export const createSupportTicket = endpoint({
  method: 'POST',
  path: '/api/support/tickets',
  operationId: 'createSupportTicket',
  summary: 'Hand the question to the support team',
  tags,
  body: createTicketRequest,
  responses: { 201: createTicketResponse },
});

export const rateSupportChat = endpoint({
  method: 'POST',
  path: '/api/support/chat/satisfaction',
  operationId: 'rateSupportChat',
  summary: 'Rate the chat from 1 to 5 stars',
  tags,
  body: satisfactionRequest,
  responses: { 200: z.object({ sessionId: z.string(), rating: z.number().int() }) },
});

export const getHelpArticle = endpoint({
  method: 'GET',
  path: '/api/support/articles/{slug}',
  operationId: 'getHelpArticle',
  summary: 'A published help article, as the assistant links it',
  tags,
  params: helpArticleParams,
  responses: { 200: knowledgeArticle },
});
