import { getAdminAnalytics, getSpecialistAnalytics } from '@app/contracts/endpoints/analytics.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { AnalyticsService } from './analytics.service';

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  serve(app, getAdminAnalytics, { access: 'admin' }, async (request) =>
    service.figures(currentUser(request).organizationId, { fresh: request.query.fresh }),
  );
  // Who the analytics are for (the office) sees each specialist's work; a specialist does not.
  serve(app, getSpecialistAnalytics, { access: 'admin' }, async (request) =>
    service.specialists(currentUser(request).organizationId),
  );
};
