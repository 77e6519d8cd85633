import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import { createLoanReadinessRepository } from './loan-readiness.repository';
import { loanReadinessRoutes } from './loan-readiness.routes';
import { createLoanReadinessService } from './loan-readiness.service';

export function loanReadinessModule(deps: { db: Database; reports: Pick<CreditReportsService, 'latest'> }) {
  const service = createLoanReadinessService({
    repo: createLoanReadinessRepository(deps.db),
    reports: deps.reports,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(loanReadinessRoutes, { service });
  };
  return { service, register };
}
