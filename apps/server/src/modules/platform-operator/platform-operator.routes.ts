import {
  getOperatorAccess,
  getOperatorOrganizationClient,
  grantOperatorAccess,
  listOperatorOrganizationClients,
  listOperatorOrganizations,
  reinstateOrganization,
  revokeOperatorAccess,
  suspendOrganization,
} from '@app/contracts/endpoints/platform-operator.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { PlatformOperatorService } from './platform-operator.service';

/** The operator's pages (`operator`: the platform organization's admins) and the owner's grant screen. */
export const platformOperatorRoutes: FastifyPluginAsyncZod<{ service: PlatformOperatorService }> = async (
  app,
  { service },
) => {
  serve(app, listOperatorOrganizations, { access: 'operator' }, async () => ({
    organizations: await service.listOrganizations(),
  }));
  serve(app, suspendOrganization, { access: 'operator', consumerAct: false }, async (request, reply) => {
    await service.suspend(request.params.organizationId, actingOf(request));
    return reply.status(204).send();
  });
  serve(app, reinstateOrganization, { access: 'operator', consumerAct: false }, async (request, reply) => {
    await service.reinstate(request.params.organizationId, actingOf(request));
    return reply.status(204).send();
  });
  serve(app, listOperatorOrganizationClients, { access: 'operator' }, async (request) =>
    service.clientsOf(request.params.organizationId, actingOf(request)),
  );
  serve(app, getOperatorOrganizationClient, { access: 'operator' }, async (request) =>
    service.clientFileOf(request.params.organizationId, request.params.userId, actingOf(request)),
  );
  serve(app, getOperatorAccess, { access: 'admin' }, async (request) =>
    service.accessOverview(actingOf(request)),
  );
  serve(app, grantOperatorAccess, { access: 'grantOperatorAccess' }, async (request, reply) => {
    await service.grant(request.body.hours, actingOf(request));
    return reply.status(204).send();
  });
  serve(app, revokeOperatorAccess, { access: 'grantOperatorAccess' }, async (request, reply) => {
    await service.revoke(request.params.id, actingOf(request));
    return reply.status(204).send();
  });
};
