import { z } from 'zod';
import { apiError } from '../common/api-error';
import { recordIdParams } from '../common/params';
import {
  grantOperatorAccessRequest,
  operatorAccessOverview,
  operatorClientDetail,
  operatorClientList,
  operatorOrganizationList,
  organizationClientParams,
  organizationIdParams,
} from '../platform-operator.contract';
import { endpoint } from './endpoint';

const done = z.undefined().describe('Done');

export const listOperatorOrganizations = endpoint({
  method: 'GET',
  path: '/api/operator/organizations',
  operationId: 'listOperatorOrganizations',
  summary: 'Every organization with its plan, status, clients and letters this month (platform operator)',
  tags: ['platform operator'],
  responses: { 200: operatorOrganizationList },
});

export const suspendOrganization = endpoint({
  method: 'POST',
  path: '/api/operator/organizations/{organizationId}/suspend',
  operationId: 'suspendOrganization',
  summary: 'Suspend an organization: its people cannot sign in and their sessions end; nothing is deleted',
  tags: ['platform operator'],
  params: organizationIdParams,
  responses: {
    204: done,
    404: apiError.describe('No such organization'),
    409: apiError.describe('Already suspended, or the platform’s own organization'),
  },
});

export const reinstateOrganization = endpoint({
  method: 'POST',
  path: '/api/operator/organizations/{organizationId}/reinstate',
  operationId: 'reinstateOrganization',
  summary: 'Reinstate a suspended organization: its people may sign in again',
  tags: ['platform operator'],
  params: organizationIdParams,
  responses: {
    204: done,
    404: apiError.describe('No such organization'),
    409: apiError.describe('Not suspended, or the platform’s own organization'),
  },
});

export const listOperatorOrganizationClients = endpoint({
  method: 'GET',
  path: '/api/operator/organizations/{organizationId}/clients',
  operationId: 'listOperatorOrganizationClients',
  summary: 'An organization’s clients, while its owner grants the operator access (each opening audited)',
  tags: ['platform operator'],
  params: organizationIdParams,
  responses: {
    200: operatorClientList,
    404: apiError.describe('No such organization, or no live grant'),
  },
});

export const getOperatorOrganizationClient = endpoint({
  method: 'GET',
  path: '/api/operator/organizations/{organizationId}/clients/{userId}',
  operationId: 'getOperatorOrganizationClient',
  summary: 'One client’s credit figures and letters, while the owner grants the operator access',
  tags: ['platform operator'],
  params: organizationClientParams,
  responses: {
    200: operatorClientDetail,
    404: apiError.describe('No such client or organization, or no live grant'),
  },
});

export const getOperatorAccess = endpoint({
  method: 'GET',
  path: '/api/admin/operator-access',
  operationId: 'getOperatorAccess',
  summary: 'The platform operator’s access to this organization: grants and each use of them',
  tags: ['admin: operator access'],
  responses: { 200: operatorAccessOverview },
});

export const grantOperatorAccess = endpoint({
  method: 'POST',
  path: '/api/admin/operator-access',
  operationId: 'grantOperatorAccess',
  summary: 'The owner lets the platform operator read this organization’s clients for 1, 24 or 72 hours',
  tags: ['admin: operator access'],
  body: grantOperatorAccessRequest,
  responses: {
    204: done,
    400: apiError.describe('Hours not one of 1, 24 or 72'),
    403: apiError.describe('Not the organization’s owner'),
    409: apiError.describe('The platform’s own organization needs no grant'),
  },
});

export const revokeOperatorAccess = endpoint({
  method: 'POST',
  path: '/api/admin/operator-access/{id}/revoke',
  operationId: 'revokeOperatorAccess',
  summary: 'The owner ends a grant before its time',
  tags: ['admin: operator access'],
  params: recordIdParams,
  responses: {
    204: done,
    403: apiError.describe('Not the organization’s owner'),
    404: apiError.describe('No such grant in this organization'),
    409: apiError.describe('The grant has already ended'),
  },
});
