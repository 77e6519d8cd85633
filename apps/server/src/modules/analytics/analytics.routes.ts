import { adminAnalytics, adminAnalyticsQuery } from '@app/contracts/analytics.contract';
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
        description:
          'The figures are counted at most once per ANALYTICS_MAX_AGE_SECONDS (60 by default) and served from that count meanwhile; `generatedAt` says when. `fresh=true` counts now (unless a count is under five seconds old).',
        tags: ['admin: analytics'],
        querystring: adminAnalyticsQuery,
        response: { 200: adminAnalytics },
      },
    },
    async (request) => service.figures({ fresh: request.query.fresh }),
  );
};
