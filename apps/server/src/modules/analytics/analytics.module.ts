import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';
import { createAnalyticsService } from './analytics.service';
import { createAnalyticsSnapshotRepository } from './analytics-snapshot.repository';

export function analyticsModule(deps: { log: FastifyBaseLogger; db: Database; maxAgeSeconds: number }) {
  const service = createAnalyticsService({
    repo: createAnalyticsRepository(deps.db),
    stored: createAnalyticsSnapshotRepository(deps.db),
    maxAgeSeconds: deps.maxAgeSeconds,
    onBackgroundError: (err) =>
      deps.log.error({ err }, 'recounting the admin analytics failed; the previous figures stay'),
  });
  const register = async (app: FastifyInstance) => {
    // A recount still running must finish before the database closes.
    app.addHook('onClose', async () => service.settled());
    await app.register(analyticsRoutes, { service });
  };
  return { register };
}
