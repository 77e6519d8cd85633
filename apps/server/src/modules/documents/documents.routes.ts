import {
  createDocumentTag,
  deleteDocumentTag,
  downloadChatDocument,
  followDocuments,
  listChatDocuments,
  listDocumentTags,
  reviewChatDocument,
  searchDocuments,
  updateDocumentTags,
  uploadChatDocument,
  viewChatDocument,
} from '@app/contracts/endpoints/documents.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf, originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import { sendStored } from '../../platform/http/stored-file';
import type { LiveEvents } from '../../platform/live/live-events';
import { answeredNotModified, streamLiveEvents } from '../../platform/live/live-stream';
import type { DocumentsService } from './documents.service';

// base64 of a 10 MB file (13.4 MB) plus the JSON around it; a little over 10 MB still gets the
// contract's 400 naming the field, anything far larger is refused unread (413).
const uploadBodyLimit = Math.round(14.5 * 1024 * 1024);

export const documentsRoutes: FastifyPluginAsyncZod<{
  service: DocumentsService;
  live: LiveEvents;
}> = async (app, { service, live }) => {
  serve(
    app,
    uploadChatDocument,
    { access: 'authenticated', consumerAct: false },
    async (request, reply) => {
      const viewer = currentUser(request);
      const saved = await service.upload(viewer, request.body, originOf(request));
      reply.status(201);
      return saved;
    },
    { bodyLimit: uploadBodyLimit },
  );

  serve(app, listChatDocuments, { access: 'authenticated' }, async (request, reply) => {
    const viewer = currentUser(request);
    if (answeredNotModified(request, reply, live, [service.topicsFor(viewer)])) return reply;
    return service.list(viewer, request.params.userId);
  });

  for (const [kind, contract] of [
    ['inline', viewChatDocument],
    ['attachment', downloadChatDocument],
  ] as const) {
    serve(app, contract, { access: 'authenticated' }, async (request, reply) =>
      sendStored(reply, kind, await service.file(currentUser(request), request.params.id)),
    );
  }

  serve(app, reviewChatDocument, { access: 'uploads' }, async (request) => {
    const updated = await service.review(actingOf(request), request.params.id, request.body);
    return updated;
  });

  serve(app, updateDocumentTags, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.setCustomTags(currentUser(request), request.params.id, request.body.customTags),
  );

  serve(app, searchDocuments, { access: 'authenticated' }, async (request) =>
    service.search(currentUser(request), request.query.q, request.query.userId),
  );

  serve(app, listDocumentTags, { access: 'authenticated' }, async (request) =>
    service.tags(currentUser(request), request.query.userId),
  );

  serve(app, createDocumentTag, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    reply.status(201);
    return service.createTag(currentUser(request), request.body);
  });

  serve(app, deleteDocumentTag, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    await service.deleteTag(currentUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(app, followDocuments, { access: 'authenticated' }, async (request, reply) => {
    streamLiveEvents(app, request, reply, live, { documents: service.topicsFor(currentUser(request)) });
    return reply;
  });
};
