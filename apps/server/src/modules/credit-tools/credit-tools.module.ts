import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AiPort } from '../../integrations/ai/ai.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { CreditGoalsService } from '../credit-goals/credit-goals.service';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import { createClientLetterService } from './client-letter.service';
import { createCreditToolsRepository } from './credit-tools.repository';
import { creditToolsRoutes } from './credit-tools.routes';
import { createCreditToolsService } from './credit-tools.service';
import { letterBatchRoutes } from './letter-batch.routes';
import { createLetterBatchService } from './letter-batch.service';
import { createLetterWriter } from './letter-writer';

export function creditToolsModule(deps: {
  db: Database;
  ai: AiPort;
  audit: AuditLog;
  users: UsersService;
  issues: CreditIssuesService;
  reports: CreditReportsService;
  disputes: DisputesService;
  goals: CreditGoalsService;
}) {
  const repo = createCreditToolsRepository(deps.db);
  const service = createCreditToolsService({ ...deps, repo });
  const clientLetters = createClientLetterService({ ...deps, repo });
  const batch = createLetterBatchService({
    issues: deps.issues,
    disputes: deps.disputes,
    letters: clientLetters,
    audit: deps.audit,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(creditToolsRoutes, { service, clientLetters });
    await app.register(letterBatchRoutes, { batch });
  };
  /** The house's letter path, for the modules that draft letters of their own (next round, reinsertion). */
  const letters = createLetterWriter({ ...deps, repo });
  return { service, letters, register };
}
