import {
  listAdminPlans,
  listSubscriptionPlans,
  updatePlanCharging,
} from '@app/contracts/endpoints/plans.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';
import type { PlansService } from './plans.service';

export const plansRoutes: FastifyPluginAsyncZod<{ service: PlansService }> = async (app, { service }) => {
  serve(app, listSubscriptionPlans, { access: 'public' }, async (request, reply) => {
    // Public and the same for everyone who comes to this host: caches may keep it briefly.
    reply.header('cache-control', 'public, max-age=60');
    return service.list(request.organizationId);
  });
  // The plan editor: the Owner, who keeps the company's billing, sets how each plan is charged.
  serve(app, listAdminPlans, { access: 'manageBilling' }, async (request) =>
    service.listForAdmin(request.organizationId),
  );
  serve(app, updatePlanCharging, { access: 'manageBilling' }, async (request) =>
    service.updateCharging(request.organizationId, request.params.id, request.body),
  );
};
