import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createCreditBuildingRepository } from './credit-building.repository';
import { creditBuildingRoutes } from './credit-building.routes';
import { type CreditBuildingSources, createCreditBuildingService } from './credit-building.service';

export async function creditBuildingModule(
  app: FastifyInstance,
  deps: { db: Database } & CreditBuildingSources,
) {
  await app.register(creditBuildingRoutes, {
    service: createCreditBuildingService(createCreditBuildingRepository(deps.db), deps),
  });
}
