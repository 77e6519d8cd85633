import { clientImportLimits } from '@app/contracts/client-import.contract';
import {
  commitClientImport,
  exportClients,
  previewClientImport,
} from '@app/contracts/endpoints/client-import.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { ClientImportService, CsvUpload } from './client-import.service';

const uploadOf = (request: FastifyRequest): CsvUpload => ({
  bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
  contentType: request.headers['content-type'],
});

/**
 * The CSV uploads: the body is the file's bytes whatever its declared type, so the service answers
 * a file that is not CSV with its own message (415) instead of the parser's.
 */
const uploadRoutes: FastifyPluginAsyncZod<{ service: ClientImportService }> = async (app, { service }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const options = { bodyLimit: clientImportLimits.maxBytes };

  serve(
    app,
    previewClientImport,
    { access: 'importClients' },
    async (request) => service.preview(actingOf(request), uploadOf(request)),
    options,
  );

  serve(
    app,
    commitClientImport,
    { access: 'importClients' },
    async (request, reply) => {
      const result = await service.commit(
        actingOf(request),
        uploadOf(request),
        request.query.sendInvitations === 'true',
      );
      reply.status(201);
      return result;
    },
    options,
  );
};

export const clientImportRoutes: FastifyPluginAsyncZod<{ service: ClientImportService }> = async (
  app,
  { service },
) => {
  await app.register(uploadRoutes, { service });

  serve(app, exportClients, { access: 'exportClients' }, async (request, reply) => {
    const csv = await service.exportCsv(actingOf(request), request.body.reason);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="clients.csv"')
      .header('cache-control', 'no-store');
    return csv;
  });
};
