import {
  confirmCreditReportUpload,
  downloadCreditReportUpload,
  listCreditReportUploads,
  uploadCreditReport,
} from '@app/contracts/endpoints/report-uploads.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf, originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import { sendStored } from '../../platform/http/stored-file';
import type { ReportUploadsService } from './report-uploads.service';

// base64 of a 10 MB file (13.4 MB) plus the JSON around it; anything larger is refused unread (413).
const uploadBodyLimit = Math.round(14.5 * 1024 * 1024);

export const reportUploadsRoutes: FastifyPluginAsyncZod<{
  service: ReportUploadsService;
}> = async (app, { service }) => {
  serve(
    app,
    uploadCreditReport,
    { access: 'uploads' },
    async (request, reply) => {
      const saved = await service.upload(currentUser(request), request.body, originOf(request));
      reply.status(201);
      return saved;
    },
    { bodyLimit: uploadBodyLimit },
  );
  serve(app, listCreditReportUploads, { access: 'uploads' }, async (request) =>
    service.list(currentUser(request), request.query.userId),
  );
  serve(app, downloadCreditReportUpload, { access: 'uploads' }, async (request, reply) =>
    sendStored(reply, 'attachment', await service.file(currentUser(request), request.params.id)),
  );
  serve(app, confirmCreditReportUpload, { access: 'uploads' }, async (request) =>
    service.confirm(request.params.id, request.body, actingOf(request)),
  );
};
