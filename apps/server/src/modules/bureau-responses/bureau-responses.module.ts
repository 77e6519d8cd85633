import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AiPort } from '../../integrations/ai/ai.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import { createBureauResponsesRepository } from './bureau-responses.repository';
import { bureauResponsesRoutes } from './bureau-responses.routes';
import { createBureauResponsesService } from './bureau-responses.service';

export function bureauResponsesModule(deps: {
  db: Database;
  ai: AiPort;
  audit: AuditLog;
  disputes: DisputesService;
  issues: CreditIssuesService;
  users: UsersService;
  timeZone: string;
}) {
  const service = createBureauResponsesService({ repo: createBureauResponsesRepository(deps.db), ...deps });
  const register = async (app: FastifyInstance) => {
    await app.register(bureauResponsesRoutes, { service });
  };
  return { service, register };
}
