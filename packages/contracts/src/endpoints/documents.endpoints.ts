import { z } from 'zod';
import { apiError } from '../common/api-error';
import { eventStream } from '../common/files';
import { recordIdParams, userIdPathParams } from '../common/params';
import {
  chatDocument,
  chatDocumentList,
  createDocumentTagRequest,
  documentSearchQuery,
  documentTag,
  documentTagList,
  reviewDocumentRequest,
  storedFile,
  updateDocumentTagsRequest,
  uploadDocumentRequest,
} from '../documents.contract';
import { endpoint } from './endpoint';

export const uploadChatDocument = endpoint({
  method: 'POST',
  path: '/api/chat/upload',
  operationId: 'uploadChatDocument',
  summary:
    'Put a document in a vault (one’s own, or a client’s for an admin); its text is read and tagged next',
  tags: ['documents'],
  body: uploadDocumentRequest,
  responses: {
    201: chatDocument,
    400: apiError.describe('Empty, over 10 MB, not an allowed type, or a bad file name'),
    404: apiError.describe('No such client'),
    413: apiError.describe('The person’s document storage is full'),
  },
});

export const listChatDocuments = endpoint({
  method: 'GET',
  path: '/api/chat/documents/{userId}',
  operationId: 'listChatDocuments',
  summary: 'A vault’s documents with status, type, text excerpt and tags (newest first)',
  tags: ['documents'],
  params: userIdPathParams,
  responses: { 200: chatDocumentList, 304: z.null() },
});

export const reviewChatDocument = endpoint({
  method: 'PATCH',
  path: '/api/admin/documents/{id}/review',
  operationId: 'reviewChatDocument',
  summary: 'Verify a client’s document, or reject it with a reason',
  tags: ['admin: documents'],
  params: recordIdParams,
  body: reviewDocumentRequest,
  responses: { 200: chatDocument, 404: apiError },
});

export const updateDocumentTags = endpoint({
  method: 'PATCH',
  path: '/api/documents/{id}/tags',
  operationId: 'updateDocumentTags',
  summary: 'Set a document’s custom tags',
  tags: ['documents'],
  params: recordIdParams,
  body: updateDocumentTagsRequest,
  responses: { 200: chatDocument, 404: apiError },
});

export const searchDocuments = endpoint({
  method: 'GET',
  path: '/api/documents/search',
  operationId: 'searchDocuments',
  summary: 'Full-text search over one’s documents (text, file name and tags)',
  tags: ['documents'],
  querystring: documentSearchQuery,
  responses: { 200: chatDocumentList },
});

export const listDocumentTags = endpoint({
  method: 'GET',
  path: '/api/documents/tags',
  operationId: 'listDocumentTags',
  summary: 'System tags and one’s custom tags, with how many of one’s documents carry each',
  tags: ['documents'],
  querystring: z
    .object({ userId: z.coerce.number().int().positive().max(2_147_483_647).optional() })
    .strict(),
  responses: { 200: documentTagList },
});

export const createDocumentTag = endpoint({
  method: 'POST',
  path: '/api/documents/tags',
  operationId: 'createDocumentTag',
  summary: 'Add a custom tag',
  tags: ['documents'],
  body: createDocumentTagRequest,
  responses: { 201: documentTag, 409: apiError.describe('Tag already exists') },
});

export const deleteDocumentTag = endpoint({
  method: 'DELETE',
  path: '/api/documents/tags/{id}',
  operationId: 'deleteDocumentTag',
  summary: 'Remove one of one’s custom tags',
  tags: ['documents'],
  params: recordIdParams,
  responses: { 204: z.null(), 404: apiError },
});

export const followDocuments = endpoint({
  method: 'GET',
  path: '/api/documents/events',
  operationId: 'followDocuments',
  summary: 'Server-Sent Events: `change` when a document is added, read and tagged, or reviewed',
  tags: ['documents'],
  responses: { 200: eventStream },
});

export const viewChatDocument = endpoint({
  method: 'GET',
  path: '/api/chat/documents/view/{id}',
  operationId: 'viewChatDocument',
  summary: 'Open a document',
  tags: ['documents'],
  params: recordIdParams,
  responses: { 200: storedFile, 404: apiError },
});

export const downloadChatDocument = endpoint({
  method: 'GET',
  path: '/api/chat/documents/download/{id}',
  operationId: 'downloadChatDocument',
  summary: 'Download a document',
  tags: ['documents'],
  params: recordIdParams,
  responses: { 200: storedFile, 404: apiError },
});
