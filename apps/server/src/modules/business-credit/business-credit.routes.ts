import { businessCreditEligibility } from '@app/contracts/business-credit.contract';
import { ownerQuery } from '@app/contracts/common/params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { BusinessCreditService } from './business-credit.service';

export const businessCreditRoutes: FastifyPluginAsyncZod<{ service: BusinessCreditService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/business-credit/eligibility',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getBusinessCreditEligibility',
        summary: 'Business credit eligibility (score 680 or higher) from the latest credit report',
        tags: ['business credit'],
        querystring: ownerQuery,
        response: { 200: businessCreditEligibility },
      },
    },
    async (request) => service.eligibility(recordOwnerFor(currentUser(request), request.query.userId)),
  );
};
