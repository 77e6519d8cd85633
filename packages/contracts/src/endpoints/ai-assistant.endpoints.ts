import { z } from 'zod';
import { aiChatRequest, aiChatResponse, aiConversation } from '../ai-assistant.contract';
import { apiError } from '../common/api-error';
import { eventStream } from '../common/files';
import { ownerQuery, recordIdParams, userIdPathParams } from '../common/params';
import { endpoint } from './endpoint';

export const chatWithAiAssistant = endpoint({
  method: 'POST',
  path: '/api/ai/chat',
  operationId: 'chatWithAiAssistant',
  summary: 'Ask the AI Assistant; attachments are vault documents whose text it reads',
  tags: ['ai assistant'],
  body: aiChatRequest,
  responses: { 201: aiChatResponse, 404: apiError.describe('An attachment or conversation not found') },
});

export const getAiConversation = endpoint({
  method: 'GET',
  path: '/api/ai/conversation/{userId}',
  operationId: 'getAiConversation',
  summary: 'The AI Assistant conversation, oldest first',
  tags: ['ai assistant'],
  params: userIdPathParams,
  responses: { 200: aiConversation, 304: z.null() },
});

export const getAiDraftedLetter = endpoint({
  method: 'GET',
  path: '/api/ai/letters/{id}',
  operationId: 'getAiDraftedLetter',
  summary: 'A letter the AI Assistant drafted, as text (the spec’s GET {letterUrl})',
  tags: ['ai assistant'],
  params: recordIdParams,
  querystring: ownerQuery,
  responses: { 200: z.string(), 404: apiError },
});

export const followAiConversation = endpoint({
  method: 'GET',
  path: '/api/ai/events',
  operationId: 'followAiConversation',
  summary: 'Server-Sent Events: `change` when the conversation has a new entry',
  tags: ['ai assistant'],
  responses: { 200: eventStream },
});
