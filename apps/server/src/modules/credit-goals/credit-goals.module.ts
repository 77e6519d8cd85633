import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createCreditGoalsRepository } from './credit-goals.repository';
import { creditGoalsRoutes } from './credit-goals.routes';
import { createCreditGoalsService } from './credit-goals.service';

export function creditGoalsModule(deps: { db: Database }) {
  const service = createCreditGoalsService(createCreditGoalsRepository(deps.db));
  const register = async (app: FastifyInstance) => {
    await app.register(creditGoalsRoutes, { service });
  };
  return { service, register };
}
