import {
  changeAccessLevel,
  createClient,
  getClientOnboarding,
  getClientSummary,
  listUserActivity,
  resendClientInvitation,
} from '@app/contracts/endpoints/users.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { ClientAdminService } from './client-admin.service';
import type { ClientOverviewService } from './client-overview.service';

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
    admin.changeAccessLevel(request.params.userId, request.body.accessLevel, actingOf(request)),
  );

  serve(app, getClientSummary, { access: 'admin' }, async (request) =>
    overview.summary(request.params.userId),
  );

  serve(app, getClientOnboarding, { access: 'admin' }, async (request) =>
    overview.onboarding(request.params.userId),
  );

  serve(app, resendClientInvitation, { access: 'admin' }, async (request, reply) => {
    const link = await admin.resendInvitation(request.params.userId, actingOf(request));
    reply.status(201);
    return link;
  });

  serve(app, listUserActivity, { access: 'admin' }, async (request) =>
    overview.activity(request.params.userId, request.query.limit),
  );
};
