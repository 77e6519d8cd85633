import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import { createCreditMixRepository } from './credit-mix.repository';
import { creditMixRoutes } from './credit-mix.routes';
import { createCreditMixService } from './credit-mix.service';

export function creditMixModule(deps: {
  db: Database;
  monitoring: Pick<CreditMonitoringService, 'fileAccounts'>;
  timeZone: string;
}) {
  const service = createCreditMixService({
    repo: createCreditMixRepository(deps.db),
    monitoring: deps.monitoring,
    timeZone: deps.timeZone,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(creditMixRoutes, { service });
  };
  return { service, register };
}
