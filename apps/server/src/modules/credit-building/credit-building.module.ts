import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createCreditBuildingRepository } from './credit-building.repository';
import { creditBuildingRoutes } from './credit-building.routes';
import { type CreditBuildingSources, createCreditBuildingService } from './credit-building.service';

export function creditBuildingModule(deps: { db: Database } & CreditBuildingSources) {
  const register = async (app: FastifyInstance) => {
    await app.register(creditBuildingRoutes, {
      service: createCreditBuildingService(createCreditBuildingRepository(deps.db), deps),
    });
  };
  return { register };
}
