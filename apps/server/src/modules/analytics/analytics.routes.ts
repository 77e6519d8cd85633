import { getAdminAnalytics } from '@app/contracts/endpoints/analytics.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';
import type { AnalyticsService } from './analytics.service';

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  serve(app, getAdminAnalytics, { access: 'admin' }, async (request) =>
    service.figures({ fresh: request.query.fresh }),
  );
};
