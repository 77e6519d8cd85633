import { subscriptionPlanList } from '@app/contracts/plans.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlansService } from './plans.service';

export const plansRoutes: FastifyPluginAsyncZod<{ service: PlansService }> = async (app, { service }) => {
  app.get(
    '/api/subscription-plans',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'listSubscriptionPlans',
        summary: 'The plans on offer, with their prices',
        tags: ['billing'],
        response: { 200: subscriptionPlanList },
      },
    },
    async (_request, reply) => {
      // Public and the same for everyone: caches may keep it briefly.
      reply.header('cache-control', 'public, max-age=60');
      return service.list();
    },
  );
};
