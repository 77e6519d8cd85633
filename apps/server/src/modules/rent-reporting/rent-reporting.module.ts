import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import { createRentReportingRepository } from './rent-reporting.repository';
import { rentReportingRoutes } from './rent-reporting.routes';
import { createRentReportingService } from './rent-reporting.service';

export function rentReportingModule(deps: {
  db: Database;
  monitoring: Pick<CreditMonitoringService, 'openAccounts'>;
  timeZone: string;
}) {
  const service = createRentReportingService({
    repo: createRentReportingRepository(deps.db),
    monitoring: deps.monitoring,
    timeZone: deps.timeZone,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(rentReportingRoutes, { service });
  };
  return { service, register };
}
