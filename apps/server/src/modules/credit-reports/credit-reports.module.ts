import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import { createCreditReportsRepository } from './credit-reports.repository';
import { creditReportsRoutes } from './credit-reports.routes';
import { createCreditReportsService } from './credit-reports.service';

export function creditReportsModule(deps: { db: Database; audit: AuditLog }) {
  const service = createCreditReportsService(createCreditReportsRepository(deps.db), deps.audit);
  const register = async (app: FastifyInstance) => {
    await app.register(creditReportsRoutes, { service });
  };
  return { service, register };
}
