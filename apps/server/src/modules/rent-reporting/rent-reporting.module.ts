import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import { createRentReportingRepository } from './rent-reporting.repository';
import { rentReportingRoutes } from './rent-reporting.routes';
import { createRentReportingService } from './rent-reporting.service';

export async function rentReportingModule(
  app: FastifyInstance,
  deps: { db: Database; monitoring: Pick<CreditMonitoringService, 'openAccounts'>; timeZone: string },
) {
  const service = createRentReportingService({
    repo: createRentReportingRepository(deps.db),
    monitoring: deps.monitoring,
    timeZone: deps.timeZone,
  });
  await app.register(rentReportingRoutes, { service });
  return service;
}
