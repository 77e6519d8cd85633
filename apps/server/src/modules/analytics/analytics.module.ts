import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';

export async function analyticsModule(app: FastifyInstance, deps: { db: Database }) {
  const service = createAnalyticsService({ repo: createAnalyticsRepository(deps.db) });
  await app.register(analyticsRoutes, { service });
}
