import { apiError } from '@app/contracts/common/api-error';
import { recordIdParams } from '@app/contracts/common/params';
import {
  confirmReportUploadRequest,
  confirmReportUploadResponse,
  reportUploadList,
  reportUploadListQuery,
  uploadCreditReportRequest,
  uploadCreditReportResponse,
} from '@app/contracts/report-uploads.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf, originOf } from '../../platform/auth/request-origin';
import type { ReportUploadsService } from './report-uploads.service';

const tags = ['admin: credit report uploads'];
// base64 of a 10 MB file (13.4 MB) plus the JSON around it; anything larger is refused unread (413).
const uploadBodyLimit = Math.round(14.5 * 1024 * 1024);

export const reportUploadsRoutes: FastifyPluginAsyncZod<{
  service: ReportUploadsService;
}> = async (app, { service }) => {
  app.post(
    '/api/admin/upload-credit-report',
    {
      config: { access: 'admin' },
      bodyLimit: uploadBodyLimit,
      schema: {
        operationId: 'uploadCreditReport',
        summary: 'Upload a client’s credit report file and find its negative items',
        tags,
        body: uploadCreditReportRequest,
        response: {
          200: uploadCreditReportResponse.describe(
            'Nothing was found in the report: an empty analysis with a message',
          ),
          201: uploadCreditReportResponse,
          404: apiError.describe('No such client'),
          413: apiError.describe('The file is larger than 10 MB'),
          422: apiError.describe('The file could not be read as a credit report'),
        },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { upload: saved, foundNothing } = await service.upload(admin, request.body, originOf(request));
      // Issue 18: a report in which nothing is found answers 200 with the empty analysis and its message.
      reply.status(foundNothing ? 200 : 201);
      return saved;
    },
  );
  app.get(
    '/api/admin/credit-report-uploads',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listCreditReportUploads',
        summary: 'A client’s uploaded credit reports',
        tags,
        querystring: reportUploadListQuery,
        response: { 200: reportUploadList, 404: apiError.describe('No such client') },
      },
    },
    async (request) => service.list(request.query.userId),
  );
  app.post(
    '/api/admin/credit-report-uploads/:id/confirm',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'confirmCreditReportUpload',
        summary: 'Turn the chosen found items of an upload into credit issues',
        tags,
        params: recordIdParams,
        body: confirmReportUploadRequest,
        response: {
          200: confirmReportUploadResponse,
          409: apiError.describe(
            'The report’s name, date of birth or address differs from the client: an explicit identityOverride is needed',
          ),
        },
      },
    },
    async (request) => {
      return service.confirm(request.params.id, request.body, actingOf(request));
    },
  );
};
