import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BureauPort } from '../../integrations/bureaus/bureaus.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputeOutcomesService } from '../dispute-outcomes/dispute-outcomes.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { UsersService } from '../users/users.service';
import { createCreditMonitoringRepository } from './credit-monitoring.repository';
import { creditMonitoringRoutes } from './credit-monitoring.routes';
import { createCreditMonitoringService } from './credit-monitoring.service';
import { creditProfilesRoutes } from './credit-profiles.routes';
import { createMonitoringSyncJob } from './monitoring-sync.job';

export function creditMonitoringModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  bureaus: BureauPort;
  secretBox: SecretBox;
  audit: AuditLog;
  users: UsersService;
  issues: CreditIssuesService;
  reports: CreditReportsService;
  disputes: DisputesService;
  outcomes: DisputeOutcomesService;
  timeZone: string;
}) {
  const service = createCreditMonitoringService({
    repo: createCreditMonitoringRepository(deps.db),
    bureaus: deps.bureaus,
    secretBox: deps.secretBox,
    users: deps.users,
    issues: deps.issues,
    reports: deps.reports,
    latestReport: deps.reports,
    disputes: deps.disputes,
    outcomes: deps.outcomes,
    audit: deps.audit,
    timeZone: deps.timeZone,
  });
  const syncDue = createMonitoringSyncJob({ service, log: deps.log });
  const register = async (app: FastifyInstance) => {
    await app.register(creditMonitoringRoutes, { service });
    await app.register(creditProfilesRoutes, { service });
  };
  return { service, syncDue, register };
}
