import { apiError } from '../common/api-error';
import { userIdPathParams } from '../common/params';
import {
  revealedSensitiveValue,
  revealSensitiveRequest,
  sensitiveAccessPage,
  sensitiveAccessQuery,
} from '../sensitive-access.contract';
import { endpoint } from './endpoint';

export const revealSensitive = endpoint({
  method: 'POST',
  path: '/api/admin/clients/{userId}/sensitive-reveal',
  operationId: 'revealSensitive',
  summary:
    'A client’s full SSN, date of birth, account number or monitoring password, once, with the reason recorded',
  tags: ['sensitive-access'],
  params: userIdPathParams,
  body: revealSensitiveRequest,
  responses: {
    200: revealedSensitiveValue,
    400: apiError.describe('No reason, or an account number or credential without its item'),
    403: apiError.describe('The role does not allow revealing sensitive data'),
    404: apiError.describe('No such client here, or the value is not on file'),
  },
});

export const listSensitiveAccess = endpoint({
  method: 'GET',
  path: '/api/admin/sensitive-access',
  operationId: 'listSensitiveAccess',
  summary: 'Who revealed, exported or tested as a client, when and why: newest first, by person and client',
  tags: ['sensitive-access'],
  querystring: sensitiveAccessQuery,
  responses: {
    200: sensitiveAccessPage,
    400: apiError.describe('A filter or cursor is not valid'),
    403: apiError.describe('Only the owner reads the sensitive access log'),
  },
});
