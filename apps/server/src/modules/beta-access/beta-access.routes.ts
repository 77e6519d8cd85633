import {
  accessCode,
  accessCodeList,
  adminDashboardCounts,
  betaTestingListQuery,
  betaTestingUserList,
  createAccessCodeRequest,
  redeemAccessCodeRequest,
  redeemAccessCodeResponse,
} from '@app/contracts/beta-access.contract';
import { apiError } from '@app/contracts/common/api-error';
import { recordIdParams } from '@app/contracts/common/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingOf } from '../../platform/auth/request-origin';
import type { UsersService } from '../users/users.service';
import type { BetaAccessService } from './beta-access.service';

const tags = ['admin: beta testing'];

export const betaAccessRoutes: FastifyPluginAsyncZod<{
  service: BetaAccessService;
  users: Pick<UsersService, 'betaTestingPage'>;
}> = async (app, { service, users }) => {
  app.get(
    '/api/admin/beta-access',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listAccessCodes',
        summary: 'Beta access codes',
        tags,
        response: { 200: accessCodeList },
      },
    },
    async () => service.list(),
  );

  app.post(
    '/api/admin/beta-access',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createAccessCode',
        summary: 'Create a beta access code owned by the signed-in admin',
        tags,
        body: createAccessCodeRequest,
        response: {
          201: accessCode,
          400: apiError.describe('Blank, malformed or duplicate code, or no feature'),
        },
      },
    },
    async (request, reply) => {
      const created = await service.create(request.body, actingOf(request));
      reply.status(201);
      return created;
    },
  );

  app.post(
    '/api/admin/beta-access/:id/revoke',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'revokeAccessCode',
        summary: 'Revoke an access code: it can no longer be redeemed',
        tags,
        params: recordIdParams,
        response: { 200: accessCode },
      },
    },
    async (request) => service.revoke(request.params.id, actingOf(request)),
  );

  app.post(
    '/api/beta-access/redeem',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'redeemAccessCode',
        summary: 'Redeem a beta access code: its features are added to the account',
        tags: ['beta access'],
        body: redeemAccessCodeRequest,
        response: {
          200: redeemAccessCodeResponse,
          400: apiError.describe('Unknown, expired, revoked or used-up code'),
          409: apiError.describe('Already redeemed by this person'),
        },
      },
    },
    async (request) => service.redeem(request.body.accessCode, actingOf(request)),
  );

  app.get(
    '/api/admin/dashboard-counts',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getAdminDashboardCounts',
        summary: 'Test users, feedback items, access codes and bug reports',
        tags,
        response: { 200: adminDashboardCounts },
      },
    },
    async () => service.counts(),
  );

  for (const kind of ['client-profiles', 'test-users'] as const) {
    app.get(
      `/api/admin/${kind}`,
      {
        config: { access: 'admin' },
        schema: {
          operationId: kind === 'client-profiles' ? 'listClientProfiles' : 'listTestUsers',
          summary:
            kind === 'client-profiles'
              ? 'Every account but admins, newest first, a page at a time (Link: rel="next")'
              : 'Test users and the beta programme, newest first, a page at a time (Link: rel="next")',
          tags,
          querystring: betaTestingListQuery,
          response: {
            200: betaTestingUserList,
            400: apiError.describe('The search is too long, or the cursor is not this list’s'),
          },
        },
      },
      async (request, reply) => {
        const { items, nextCursor } = await users.betaTestingPage(kind, request.query);
        if (nextCursor) reply.header('link', nextPageLink(request.url, nextCursor));
        return items;
      },
    );
  }
};

/** The same address with the next page's cursor: `<…>; rel="next"` (RFC 8288). */
function nextPageLink(url: string, cursor: string) {
  const next = new URL(url, 'http://localhost');
  next.searchParams.set('cursor', cursor);
  return `<${next.pathname}${next.search}>; rel="next"`;
}
