import { adminAnalytics } from '@app/contracts/analytics.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalyticsService } from './analytics.service';

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/analytics',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getAdminAnalytics',
        summary: 'Figures over all clients for the admin dashboard',
        tags: ['admin: analytics'],
        response: { 200: adminAnalytics },
      },
    },
    async () => service.figures(),
  );
};
