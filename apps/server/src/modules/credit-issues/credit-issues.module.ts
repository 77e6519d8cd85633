import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { createCreditIssuesRepository } from './credit-issues.repository';
import { creditIssuesRoutes } from './credit-issues.routes';
import { createCreditIssuesService } from './credit-issues.service';

export function creditIssuesModule(deps: {
  db: Database;
  secretBox: SecretBox;
  audit: AuditLog;
  timeZone?: string;
}) {
  const service = createCreditIssuesService({
    repo: createCreditIssuesRepository(deps.db),
    secretBox: deps.secretBox,
    audit: deps.audit,
    timeZone: deps.timeZone,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(creditIssuesRoutes, { service });
  };
  return { service, register };
}
