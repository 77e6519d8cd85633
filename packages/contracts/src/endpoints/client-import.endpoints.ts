import {
  commitImportQuery,
  exportClientsRequest,
  importPreview,
  importResult,
} from '../client-import.contract';
import { apiError } from '../common/api-error';
import { csvFile } from '../common/files';
import { endpoint } from './endpoint';

const csvBody =
  'The body is the CSV file itself (Content-Type text/csv), UTF-8, with a header row: first name, last name and e-mail at least; a Credit Repair Cloud client export as it is.';

const refusals = {
  400: apiError.describe('A query value is not one of those listed'),
  403: apiError.describe('The role does not allow importing clients'),
  413: apiError.describe('More rows (or bytes) than one import takes'),
  415: apiError.describe('The file is not CSV text'),
  422: apiError.describe('Not UTF-8, a required column missing, or no row to import'),
};

export const previewClientImport = endpoint({
  method: 'POST',
  path: '/api/admin/client-import/preview',
  operationId: 'previewClientImport',
  summary:
    'Each row of a client CSV: will import, an error naming the field, or a duplicate; nothing is written',
  description: csvBody,
  tags: ['client-import'],
  responses: { 200: importPreview, ...refusals },
});

export const commitClientImport = endpoint({
  method: 'POST',
  path: '/api/admin/client-import',
  operationId: 'commitClientImport',
  summary: 'Import every valid row of a client CSV in one transaction, or none; invitations only when asked',
  description: csvBody,
  tags: ['client-import'],
  querystring: commitImportQuery,
  responses: {
    201: importResult,
    ...refusals,
    409: apiError.describe('The plan’s client places would be exceeded, or an address was taken meanwhile'),
  },
});

export const exportClients = endpoint({
  method: 'POST',
  path: '/api/admin/client-export',
  operationId: 'exportClients',
  summary: 'The client list as CSV (formula-like cells neutralised); the reason is written to the audit log',
  tags: ['client-import'],
  body: exportClientsRequest,
  responses: {
    200: csvFile,
    400: apiError.describe('No reason, or one not on the list'),
    403: apiError.describe('The role does not allow exporting clients'),
  },
});
