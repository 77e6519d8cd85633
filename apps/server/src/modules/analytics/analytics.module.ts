import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';
import { createAnalyticsSnapshotRepository } from './analytics-snapshot.repository';

export async function analyticsModule(app: FastifyInstance, deps: { db: Database; maxAgeSeconds: number }) {
  const service = createAnalyticsService({
    repo: createAnalyticsRepository(deps.db),
    stored: createAnalyticsSnapshotRepository(deps.db),
    maxAgeSeconds: deps.maxAgeSeconds,
    onBackgroundError: (err) =>
      app.log.error({ err }, 'recounting the admin analytics failed; the previous figures stay'),
  });
  // A recount still running must finish before the database closes.
  app.addHook('onClose', async () => service.settled());
  await app.register(analyticsRoutes, { service });
}
