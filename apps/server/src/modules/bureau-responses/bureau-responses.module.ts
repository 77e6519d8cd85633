import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AiPort } from '../../integrations/ai/ai.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { DisputeOutcomesService } from '../dispute-outcomes/dispute-outcomes.service';
import type { ReinsertionWatchService } from '../dispute-outcomes/reinsertion-watch.service';
import type { DisputesService } from '../disputes/disputes.service';
import { readReport } from '../report-uploads/report-reading/read-report';
import type { UsersService } from '../users/users.service';
import { createAnswerLettersRepository } from './answer-letters.repository';
import { answerLettersRoutes } from './answer-letters.routes';
import { createAnswerLettersService } from './answer-letters.service';
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
  /** Answer letters: kept sealed, read like uploads, confirmed into the outcome ledger. */
  secretBox: SecretBox;
  outcomes: DisputeOutcomesService;
  watch: ReinsertionWatchService;
  readingTimeLimitMs: number;
  log?: (err: unknown) => void;
  now?: () => Date;
}) {
  const service = createBureauResponsesService({ repo: createBureauResponsesRepository(deps.db), ...deps });
  const letters = createAnswerLettersService({
    ...deps,
    repo: createAnswerLettersRepository(deps.db),
    readReport,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(bureauResponsesRoutes, { service });
    await app.register(answerLettersRoutes, { letters });
  };
  return { service, letters, register };
}
