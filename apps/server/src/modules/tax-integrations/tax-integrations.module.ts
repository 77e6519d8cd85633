import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { TaxPort } from '../../integrations/tax/tax.port';
import type { EmploymentService } from '../employment/employment.service';
import { createTaxIntegrationsRepository } from './tax-integrations.repository';
import { taxIntegrationsRoutes } from './tax-integrations.routes';
import { createTaxIntegrationsService } from './tax-integrations.service';

export function taxIntegrationsModule(deps: {
  db: Database;
  tax: TaxPort;
  employment: Pick<EmploymentService, 'listedJobs'>;
  timeZone: string;
}) {
  const service = createTaxIntegrationsService({
    repo: createTaxIntegrationsRepository(deps.db),
    tax: deps.tax,
    employment: deps.employment,
    timeZone: deps.timeZone,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(taxIntegrationsRoutes, { service });
  };
  return { service, register };
}
