import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import { createUtilizationRepository } from './utilization.repository';
import { utilizationRoutes } from './utilization.routes';
import { createUtilizationService } from './utilization.service';

export function utilizationModule(deps: {
  db: Database;
  monitoring: Pick<CreditMonitoringService, 'fileAccounts'>;
  reports: Pick<CreditReportsService, 'latest'>;
  timeZone: string;
}) {
  const service = createUtilizationService({
    repo: createUtilizationRepository(deps.db),
    monitoring: deps.monitoring,
    reports: deps.reports,
    timeZone: deps.timeZone,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(utilizationRoutes, { service });
  };
  return { service, register };
}
