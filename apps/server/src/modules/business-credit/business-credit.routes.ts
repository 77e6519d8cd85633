import { getBusinessCreditEligibility } from '@app/contracts/endpoints/business-credit.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { BusinessCreditService } from './business-credit.service';

export const businessCreditRoutes: FastifyPluginAsyncZod<{ service: BusinessCreditService }> = async (
  app,
  { service },
) => {
  serve(app, getBusinessCreditEligibility, { access: 'authenticated' }, async (request) =>
    service.eligibility(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
};
