import type { FastifyInstance } from 'fastify';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import { businessCreditRoutes } from './business-credit.routes';
import { createBusinessCreditService } from './business-credit.service';

export async function businessCreditModule(
  app: FastifyInstance,
  deps: { reports: Pick<CreditReportsService, 'latest'> },
) {
  const service = createBusinessCreditService(deps);
  await app.register(businessCreditRoutes, { service });
  return service;
}
