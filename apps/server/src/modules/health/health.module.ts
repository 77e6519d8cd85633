import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createHealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';

export async function healthModule(app: FastifyInstance, deps: { db: Database }) {
  await app.register(healthRoutes, { ping: createHealthRepository(deps.db).ping });
}
