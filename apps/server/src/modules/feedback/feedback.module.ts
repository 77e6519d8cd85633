import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { featureOfRoute, featureUseRoutes } from './feature-usage';
import { createFeedbackRepository } from './feedback.repository';
import { feedbackRoutes } from './feedback.routes';
import { createFeedbackService } from './feedback.service';

/** Feedback and the per-feature use counts behind the admin dashboard's Analytics tab. */
export function feedbackModule(deps: { db: Database }) {
  const service = createFeedbackService(createFeedbackRepository(deps.db));
  const register = async (app: FastifyInstance) => {
    // A use is a successful answer of the route that does the feature's work. A callback hook: on
    // every other response it answers without allocating a promise.
    app.addHook('onResponse', (request, reply, done) => {
      const feature =
        reply.statusCode < 300 ? featureOfRoute(request.method, request.routeOptions.url ?? '') : null;
      if (!feature) return done();
      service.recordUse(feature, request.user?.id ?? null).then(() => done(), done);
    });
    await app.register(feedbackRoutes, { service });
  };
  return {
    service,
    register,
    /** Each counted route exists (checked once every module is registered). */
    assertCountedRoutesExist(declared: ReadonlyArray<{ method: string; url: string }>) {
      for (const r of featureUseRoutes) {
        if (!declared.some((d) => d.method === r.method && d.url === r.url)) {
          throw new Error(`Feature use ${r.method} ${r.url} names no registered route`);
        }
      }
    },
  };
}
