import {
  accessCode,
  accessCodeList,
  adminDashboardCounts,
  betaTestingListQuery,
  betaTestingUserList,
  createAccessCodeRequest,
  redeemAccessCodeRequest,
  redeemAccessCodeResponse,
} from '../beta-access.contract';
import { apiError } from '../common/api-error';
import { recordIdParams } from '../common/params';
import { endpoint } from './endpoint';

export const listAccessCodes = endpoint({
  method: 'GET',
  path: '/api/admin/beta-access',
  operationId: 'listAccessCodes',
  summary: 'Beta access codes',
  tags: ['admin: beta testing'],
  responses: { 200: accessCodeList },
});

export const createAccessCode = endpoint({
  method: 'POST',
  path: '/api/admin/beta-access',
  operationId: 'createAccessCode',
  summary: 'Create a beta access code owned by the signed-in admin',
  tags: ['admin: beta testing'],
  body: createAccessCodeRequest,
  responses: {
    201: accessCode,
    400: apiError.describe('Blank, malformed or duplicate code, or no feature'),
  },
});

export const revokeAccessCode = endpoint({
  method: 'POST',
  path: '/api/admin/beta-access/{id}/revoke',
  operationId: 'revokeAccessCode',
  summary: 'Revoke an access code: it can no longer be redeemed',
  tags: ['admin: beta testing'],
  params: recordIdParams,
  responses: { 200: accessCode },
});

export const redeemAccessCode = endpoint({
  method: 'POST',
  path: '/api/beta-access/redeem',
  operationId: 'redeemAccessCode',
  summary: 'Redeem a beta access code: its features are added to the account',
  tags: ['beta access'],
  body: redeemAccessCodeRequest,
  responses: {
    200: redeemAccessCodeResponse,
    400: apiError.describe('Unknown, expired, revoked or used-up code'),
    409: apiError.describe('Already redeemed by this person'),
  },
});

export const getAdminDashboardCounts = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard-counts',
  operationId: 'getAdminDashboardCounts',
  summary: 'Test users, feedback items, access codes and bug reports',
  tags: ['admin: beta testing'],
  responses: { 200: adminDashboardCounts },
});

export const listClientProfiles = endpoint({
  method: 'GET',
  path: '/api/admin/client-profiles',
  operationId: 'listClientProfiles',
  summary: 'Every account but admins, newest first, a page at a time (Link: rel="next")',
  tags: ['admin: beta testing'],
  querystring: betaTestingListQuery,
  responses: {
    200: betaTestingUserList,
    400: apiError.describe('The search is too long, or the cursor is not this list’s'),
  },
});

export const listTestUsers = endpoint({
  method: 'GET',
  path: '/api/admin/test-users',
  operationId: 'listTestUsers',
  summary: 'Test users and the beta programme, newest first, a page at a time (Link: rel="next")',
  tags: ['admin: beta testing'],
  querystring: betaTestingListQuery,
  responses: {
    200: betaTestingUserList,
    400: apiError.describe('The search is too long, or the cursor is not this list’s'),
  },
});
