import { listAllDisputes } from '@app/contracts/endpoints/disputes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { AllDisputesService } from './all-disputes.service';

export const allDisputesRoutes: FastifyPluginAsyncZod<{ service: AllDisputesService }> = async (
  app,
  { service },
) => {
  serve(app, listAllDisputes, { access: 'admin' }, async (request) =>
    service.page(currentUser(request), request.query),
  );
};
