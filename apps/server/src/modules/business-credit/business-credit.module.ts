import type { FastifyInstance } from 'fastify';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import { businessCreditRoutes } from './business-credit.routes';
import { createBusinessCreditService } from './business-credit.service';

export function businessCreditModule(deps: { reports: Pick<CreditReportsService, 'latest'> }) {
  const service = createBusinessCreditService(deps);
  const register = async (app: FastifyInstance) => {
    await app.register(businessCreditRoutes, { service });
  };
  return { service, register };
}
