import {
  changeAccessLevelRequest,
  clientSummary,
  userActivity,
  userActivityQuery,
} from '@app/contracts/admin-clients.contract';
import { clientOnboarding, invitationLink } from '@app/contracts/client-onboarding.contract';
import { apiError } from '@app/contracts/common/api-error';
import { userIdPathParams } from '@app/contracts/common/params';
import { createClientRequest, createdClient, publicUser } from '@app/contracts/users.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingOf } from '../../platform/auth/request-origin';
import type { ClientAdminService } from './client-admin.service';
import type { ClientOverviewService } from './client-overview.service';

const tags = ['admin: clients'];

export const clientAdminRoutes: FastifyPluginAsyncZod<{
  admin: ClientAdminService;
  overview: ClientOverviewService;
}> = async (app, { admin, overview }) => {
  app.post(
    '/api/users',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createClient',
        summary: 'Create a client account',
        tags,
        body: createClientRequest,
        response: {
          201: createdClient,
          400: apiError.describe('A field is invalid, or the plan is not a consumer plan on offer'),
          409: apiError.describe('The email is already taken'),
        },
      },
    },
    async (request, reply) => {
      const user = await admin.createClient(request.body, actingOf(request));
      reply.status(201);
      return user;
    },
  );

  app.patch(
    '/api/admin/users/:userId',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'changeAccessLevel',
        summary: 'Change a user’s access level',
        tags,
        params: userIdPathParams,
        body: changeAccessLevelRequest,
        response: { 200: publicUser },
      },
    },
    async (request) =>
      admin.changeAccessLevel(request.params.userId, request.body.accessLevel, actingOf(request)),
  );

  app.get(
    '/api/admin/clients/:userId/summary',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getClientSummary',
        summary: 'A client’s overview for the admin portal',
        tags,
        params: userIdPathParams,
        response: { 200: clientSummary },
      },
    },
    async (request) => overview.summary(request.params.userId),
  );

  app.get(
    '/api/admin/clients/:userId/onboarding',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getClientOnboarding',
        summary: 'What was given when the client was onboarded, and where their invitation stands',
        tags,
        params: userIdPathParams,
        response: { 200: clientOnboarding },
      },
    },
    async (request) => overview.onboarding(request.params.userId),
  );

  app.post(
    '/api/admin/clients/:userId/invitation',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'resendClientInvitation',
        summary: 'Send the client a new invitation link; the earlier one stops working',
        tags,
        params: userIdPathParams,
        response: {
          201: invitationLink,
          409: apiError.describe('The client has already chosen a password, or is no client'),
        },
      },
    },
    async (request, reply) => {
      const link = await admin.resendInvitation(request.params.userId, actingOf(request));
      reply.status(201);
      return link;
    },
  );

  app.get(
    '/api/admin/users/:userId/audit',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'listUserActivity',
        summary: 'A user’s recent audited activity',
        tags,
        params: userIdPathParams,
        querystring: userActivityQuery,
        response: { 200: userActivity },
      },
    },
    async (request) => overview.activity(request.params.userId, request.query.limit),
  );
};
