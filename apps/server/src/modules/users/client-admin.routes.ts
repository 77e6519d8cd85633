import {
  changeAccessLevel,
  createClient,
  getClientOnboarding,
  getClientSummary,
  listUserActivity,
  resendClientInvitation,
} from '@app/contracts/endpoints/users.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { ClientAdminService } from './client-admin.service';
import type { ClientOverviewService } from './client-overview.service';

/** The named person, when they are of the admin's organization; anyone else answers 404. */
const ofOrganization = (request: FastifyRequest, userId: number) =>
  recordOwnerFor(currentUser(request), userId);

export const clientAdminRoutes: FastifyPluginAsyncZod<{
  admin: ClientAdminService;
  overview: ClientOverviewService;
}> = async (app, { admin, overview }) => {
  serve(app, createClient, { access: 'admin' }, async (request, reply) => {
    const user = await admin.createClient(request.body, actingOf(request));
    reply.status(201);
    return user;
  });

  serve(app, changeAccessLevel, { access: 'admin' }, async (request) =>
    admin.changeAccessLevel(
      await ofOrganization(request, request.params.userId),
      request.body.accessLevel,
      actingOf(request),
    ),
  );

  serve(app, getClientSummary, { access: 'workClients' }, async (request) =>
    overview.summary(await ofOrganization(request, request.params.userId)),
  );

  serve(app, getClientOnboarding, { access: 'workClients' }, async (request) =>
    overview.onboarding(await ofOrganization(request, request.params.userId)),
  );

  serve(app, resendClientInvitation, { access: 'admin' }, async (request, reply) => {
    const link = await admin.resendInvitation(
      await ofOrganization(request, request.params.userId),
      actingOf(request),
    );
    reply.status(201);
    return link;
  });

  serve(app, listUserActivity, { access: 'workClients' }, async (request) =>
    overview.activity(await ofOrganization(request, request.params.userId), request.query.limit),
  );
};
