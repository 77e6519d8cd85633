import { apiError } from '../common/api-error';
import {
  endImpersonationResponse,
  impersonationStatus,
  startImpersonationRequest,
  startImpersonationResponse,
} from '../impersonation.contract';
import { endpoint } from './endpoint';

export const startImpersonation = endpoint({
  method: 'POST',
  path: '/api/admin/impersonation',
  operationId: 'startImpersonation',
  summary: 'Test as Client: a 30-minute session as the client, for an admin who gave the second factor',
  tags: ['impersonation'],
  body: startImpersonationRequest,
  responses: {
    201: startImpersonationResponse,
    403: apiError.describe('No second factor in this session, or already testing as a client'),
    409: apiError.describe('The client has not accepted the invitation yet'),
  },
});

export const getImpersonation = endpoint({
  method: 'GET',
  path: '/api/impersonation',
  operationId: 'getImpersonation',
  summary: 'Whether this session is an admin testing as the client (the banner)',
  tags: ['impersonation'],
  responses: { 200: impersonationStatus },
});

export const endImpersonation = endpoint({
  method: 'DELETE',
  path: '/api/impersonation',
  operationId: 'endImpersonation',
  summary: 'Return to admin: end the test session and resume the admin’s own',
  tags: ['impersonation'],
  responses: { 200: endImpersonationResponse, 409: apiError.describe('Not a test session') },
});
