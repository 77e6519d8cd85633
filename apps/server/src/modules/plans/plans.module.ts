import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createPlansRepository } from './plans.repository';
import { plansRoutes } from './plans.routes';
import { createPlansService } from './plans.service';

export function plansModule(deps: { db: Database }) {
  const service = createPlansService(createPlansRepository(deps.db));
  const register = async (app: FastifyInstance) => {
    await app.register(plansRoutes, { service });
  };
  return { service, register };
}
