import { ownerQuery, userIdPathParams } from '@app/contracts/common/params';
import {
  connectTaxSoftwareRequest,
  taxIntegration,
  taxIntegrationList,
} from '@app/contracts/tax-integrations.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { TaxIntegrationsService } from './tax-integrations.service';

const tags = ['tax software'];

export const taxIntegrationsRoutes: FastifyPluginAsyncZod<{ service: TaxIntegrationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/tax-integrations',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getTaxIntegrations',
        summary: 'The signed-in person’s linked tax software, newest tax year first',
        tags,
        querystring: ownerQuery,
        response: { 200: taxIntegrationList },
      },
    },
    async (request) => service.integrations(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/tax-integrations/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserTaxIntegrations',
        summary: 'A person’s linked tax software: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: taxIntegrationList },
      },
    },
    async (request) => service.integrations(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/tax-integrations',
    {
      config: { access: 'authenticated', consumerAct: 'authorisation' },
      schema: {
        operationId: 'connectTaxSoftware',
        summary:
          'Link tax software for a finished tax year and read its income (simulated without a provider)',
        tags,
        body: connectTaxSoftwareRequest,
        response: { 201: taxIntegration },
      },
    },
    async (request, reply) => {
      const owner = recordOwnerFor(currentUser(request), request.body.userId);
      reply.status(201);
      return service.connect(owner, request.body);
    },
  );
};
