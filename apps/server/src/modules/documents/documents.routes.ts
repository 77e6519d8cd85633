import { apiError } from '@app/contracts/common/api-error';
import { eventStream } from '@app/contracts/common/files';
import { recordIdParams, userIdPathParams } from '@app/contracts/common/params';
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
} from '@app/contracts/documents.contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf, originOf } from '../../platform/auth/request-origin';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { DocumentsService } from './documents.service';

const tags = ['documents'];
// base64 of a 10 MB file (13.4 MB) plus the JSON around it; a little over 10 MB still gets the
// contract's 400 naming the field, anything far larger is refused unread (413).
const uploadBodyLimit = Math.round(14.5 * 1024 * 1024);

/** A header-safe name plus the exact one in RFC 5987 form. */
const disposition = (kind: 'inline' | 'attachment', fileName: string) =>
  `${kind}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

function sendStored(
  reply: FastifyReply,
  kind: 'inline' | 'attachment',
  file: { fileName: string; contentType: string; bytes: Buffer },
) {
  return (
    reply
      .type(file.contentType)
      .header('content-disposition', disposition(kind, file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // Opened directly, the file runs no script and reaches nothing of ours.
      .header(
        'content-security-policy',
        "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
      )
      .send(file.bytes)
  );
}

export const documentsRoutes: FastifyPluginAsyncZod<{
  service: DocumentsService;
  live: LiveEvents;
}> = async (app, { service, live }) => {
  app.post(
    '/api/chat/upload',
    {
      config: { access: 'authenticated', consumerAct: false },
      bodyLimit: uploadBodyLimit,
      schema: {
        operationId: 'uploadChatDocument',
        summary:
          'Put a document in a vault (one’s own, or a client’s for an admin); its text is read and tagged next',
        tags,
        body: uploadDocumentRequest,
        response: {
          201: chatDocument,
          400: apiError.describe('Empty, over 10 MB, not an allowed type, or a bad file name'),
          404: apiError.describe('No such client'),
          413: apiError.describe('The person’s document storage is full'),
        },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const saved = await service.upload(viewer, request.body, originOf(request));
      reply.status(201);
      return saved;
    },
  );

  app.get(
    '/api/chat/documents/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listChatDocuments',
        summary: 'A vault’s documents with status, type, text excerpt and tags (newest first)',
        tags,
        params: userIdPathParams,
        response: { 200: chatDocumentList, 304: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      if (answeredNotModified(request, reply, live, [service.topicsFor(viewer)])) return reply;
      return service.list(viewer, request.params.userId);
    },
  );

  for (const [kind, path, operationId] of [
    ['inline', '/api/chat/documents/view/:id', 'viewChatDocument'],
    ['attachment', '/api/chat/documents/download/:id', 'downloadChatDocument'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'authenticated' },
        schema: {
          operationId,
          summary: kind === 'inline' ? 'Open a document' : 'Download a document',
          tags,
          params: recordIdParams,
          response: { 200: storedFile, 404: apiError },
        },
      },
      async (request, reply) =>
        sendStored(reply, kind, await service.file(currentUser(request), request.params.id)),
    );
  }

  app.patch(
    '/api/admin/documents/:id/review',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'reviewChatDocument',
        summary: 'Verify a client’s document, or reject it with a reason',
        tags: ['admin: documents'],
        params: recordIdParams,
        body: reviewDocumentRequest,
        response: { 200: chatDocument, 404: apiError },
      },
    },
    async (request) => {
      const _admin = currentUser(request);
      const updated = await service.review(actingOf(request), request.params.id, request.body);
      return updated;
    },
  );

  app.patch(
    '/api/documents/:id/tags',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'updateDocumentTags',
        summary: 'Set a document’s custom tags',
        tags,
        params: recordIdParams,
        body: updateDocumentTagsRequest,
        response: { 200: chatDocument, 404: apiError },
      },
    },
    async (request) =>
      service.setCustomTags(currentUser(request), request.params.id, request.body.customTags),
  );

  app.get(
    '/api/documents/search',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'searchDocuments',
        summary: 'Full-text search over one’s documents (text, file name and tags)',
        tags,
        querystring: documentSearchQuery,
        response: { 200: chatDocumentList },
      },
    },
    async (request) => service.search(currentUser(request), request.query.q, request.query.userId),
  );

  app.get(
    '/api/documents/tags',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listDocumentTags',
        summary: 'System tags and one’s custom tags, with how many of one’s documents carry each',
        tags,
        querystring: z
          .object({ userId: z.coerce.number().int().positive().max(2_147_483_647).optional() })
          .strict(),
        response: { 200: documentTagList },
      },
    },
    async (request) => service.tags(currentUser(request), request.query.userId),
  );

  app.post(
    '/api/documents/tags',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'createDocumentTag',
        summary: 'Add a custom tag',
        tags,
        body: createDocumentTagRequest,
        response: { 201: documentTag, 409: apiError.describe('Tag already exists') },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.createTag(currentUser(request), request.body);
    },
  );

  app.delete(
    '/api/documents/tags/:id',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'deleteDocumentTag',
        summary: 'Remove one of one’s custom tags',
        tags,
        params: recordIdParams,
        response: { 204: z.null(), 404: apiError },
      },
    },
    async (request, reply) => {
      await service.deleteTag(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/documents/events',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'followDocuments',
        summary: 'Server-Sent Events: `change` when a document is added, read and tagged, or reviewed',
        tags,
        response: { 200: eventStream },
      },
    },
    async (request, reply) => {
      streamLiveEvents(app, request, reply, live, { documents: service.topicsFor(currentUser(request)) });
      return reply;
    },
  );
};
