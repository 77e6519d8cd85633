import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AiPort } from '../../integrations/ai/ai.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputeOutcomesService } from '../dispute-outcomes/dispute-outcomes.service';
import type { DateOfBirthService } from '../users/date-of-birth.service';
import type { UsersService } from '../users/users.service';
import { readReport } from './report-reading/read-report';
import { createReportUploadsRepository } from './report-uploads.repository';
import { reportUploadsRoutes } from './report-uploads.routes';
import { createReportUploadsService } from './report-uploads.service';

export function reportUploadsModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  audit: AuditLog;
  secretBox: SecretBox;
  users: UsersService & Pick<DateOfBirthService, 'dateOfBirthOf'>;
  issues: CreditIssuesService;
  reports: CreditReportsService;
  outcomes: DisputeOutcomesService;
  ai: AiPort;
  timeZone: string;
  readingTimeLimitMs: number;
}) {
  const service = createReportUploadsService({
    repo: createReportUploadsRepository(deps.db),
    readReport,
    ...deps,
    log: (err) => deps.log.error({ err }, 'A credit report could not be parsed'),
  });
  const register = async (app: FastifyInstance) => {
    await app.register(reportUploadsRoutes, { service });
  };
  return { service, register };
}
