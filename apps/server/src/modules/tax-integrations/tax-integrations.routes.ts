import {
  connectTaxSoftware,
  getTaxIntegrations,
  getUserTaxIntegrations,
} from '@app/contracts/endpoints/tax-integrations.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { TaxIntegrationsService } from './tax-integrations.service';

export const taxIntegrationsRoutes: FastifyPluginAsyncZod<{ service: TaxIntegrationsService }> = async (
  app,
  { service },
) => {
  serve(app, getTaxIntegrations, { access: 'authenticated' }, async (request) =>
    service.integrations(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserTaxIntegrations, { access: 'authenticated' }, async (request) =>
    service.integrations(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(
    app,
    connectTaxSoftware,
    { access: 'authenticated', consumerAct: 'authorisation' },
    async (request, reply) => {
      const owner = await recordOwnerFor(currentUser(request), request.body.userId);
      reply.status(201);
      return service.connect(owner, request.body);
    },
  );
};
