import { apiError } from '../common/api-error';
import { recordIdParams } from '../common/params';
import { storedFile } from '../documents.contract';
import {
  confirmReportUploadRequest,
  confirmReportUploadResponse,
  reportUploadList,
  reportUploadListQuery,
  uploadCreditReportRequest,
  uploadCreditReportResponse,
} from '../report-uploads.contract';
import { endpoint } from './endpoint';

const tags = ['admin: credit report uploads'];

export const uploadCreditReport = endpoint({
  method: 'POST',
  path: '/api/admin/upload-credit-report',
  operationId: 'uploadCreditReport',
  summary: 'Upload a client’s credit report file and find its negative items',
  tags,
  body: uploadCreditReportRequest,
  responses: {
    201: uploadCreditReportResponse,
    404: apiError.describe('No such client'),
    413: apiError.describe('The file is larger than 10 MB'),
    // The shared error shape; its one detail is a ReportReadRefusalDetail (contracts).
    422: apiError.describe(
      'The file could not be read as a credit report (UNREADABLE_REPORT): one detail naming body.fileData with the reason, its words (message), the next step (nextStep) and, when the file was kept for review, keptUploadId',
    ),
  },
});

export const downloadCreditReportUpload = endpoint({
  method: 'GET',
  path: '/api/admin/credit-report-uploads/{id}/file',
  operationId: 'downloadCreditReportUpload',
  summary: 'Download an uploaded credit report file as it came (to read one that could not be read)',
  tags,
  params: recordIdParams,
  responses: { 200: storedFile, 404: apiError.describe('No such upload') },
});

export const listCreditReportUploads = endpoint({
  method: 'GET',
  path: '/api/admin/credit-report-uploads',
  operationId: 'listCreditReportUploads',
  summary: 'A client’s uploaded credit reports',
  tags,
  querystring: reportUploadListQuery,
  responses: { 200: reportUploadList, 404: apiError.describe('No such client') },
});

export const confirmCreditReportUpload = endpoint({
  method: 'POST',
  path: '/api/admin/credit-report-uploads/{id}/confirm',
  operationId: 'confirmCreditReportUpload',
  summary: 'Turn the chosen found items of an upload into credit issues',
  tags,
  params: recordIdParams,
  body: confirmReportUploadRequest,
  responses: {
    200: confirmReportUploadResponse,
    409: apiError.describe(
      'The report’s name, date of birth or address differs from the client: an explicit identityOverride is needed',
    ),
  },
});
