import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createPlansRepository } from './plans.repository';
import { plansRoutes } from './plans.routes';
import { createPlansService } from './plans.service';

export async function plansModule(app: FastifyInstance, deps: { db: Database }) {
  const service = createPlansService(createPlansRepository(deps.db));
  await app.register(plansRoutes, { service });
  return service;
}
