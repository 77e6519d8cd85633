import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createHealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';

export function healthModule(deps: { db: Database }) {
  const register = async (app: FastifyInstance) => {
    await app.register(healthRoutes, { ping: createHealthRepository(deps.db).ping });
  };
  return { register };
}
