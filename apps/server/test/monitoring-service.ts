import type { AccessLevel } from '@app/contracts/users.contract';
import type { BureauPort } from '../src/integrations/bureaus/bureaus.port';
import { createSandboxBureaus } from '../src/integrations/bureaus/sandbox.adapter';
import { createCreditIssuesRepository } from '../src/modules/credit-issues/credit-issues.repository';
import { createCreditIssuesService } from '../src/modules/credit-issues/credit-issues.service';
import { createCreditMonitoringRepository } from '../src/modules/credit-monitoring/credit-monitoring.repository';
import { createCreditMonitoringService } from '../src/modules/credit-monitoring/credit-monitoring.service';
import { createCreditReportsRepository } from '../src/modules/credit-reports/credit-reports.repository';
import { createCreditReportsService } from '../src/modules/credit-reports/credit-reports.service';
import { disputeOutcomesModule } from '../src/modules/dispute-outcomes/dispute-outcomes.module';
import { createDisputesRepository } from '../src/modules/disputes/disputes.repository';
import { createDisputesService } from '../src/modules/disputes/disputes.service';
import { createLetterReadinessRepository } from '../src/modules/disputes/letter-readiness.repository';
import { createLetterReadinessService } from '../src/modules/disputes/letter-readiness.service';
import { createUsersRepository } from '../src/modules/users/users.repository';
import { createUsersService } from '../src/modules/users/users.service';
import { createAuditRepository } from '../src/platform/audit/audit.repository';
import type { SessionUser } from '../src/platform/auth/sessions.repository';
import { aPerson } from './factories/users';
import type { TestDatabase } from './test-database';

/** The demo beta tester's identity, as the connect form sends it. */
export const personalInfo = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  ssn: '521-44-7812',
  dateOfBirth: '1986-07-14',
  address: { line1: '48 Orchard Lane', city: 'Columbus', state: 'oh', zipCode: '43215' },
};

/** The monitoring service on a test database with real neighbours and a clock the test moves. */
export function monitoringServiceOn(db: TestDatabase, opts: { bureaus?: BureauPort; clock: { now: Date } }) {
  const timeZone = 'America/New_York';
  const audit = createAuditRepository(db.db);
  const issues = createCreditIssuesService({
    repo: createCreditIssuesRepository(db.db),
    secretBox: db.secretBox,
    audit,
  });
  const reports = createCreditReportsService(createCreditReportsRepository(db.db), audit);
  return createCreditMonitoringService({
    audit,
    repo: createCreditMonitoringRepository(db.db),
    bureaus: opts.bureaus ?? createSandboxBureaus(),
    secretBox: db.secretBox,
    users: createUsersService(createUsersRepository(db.db)),
    issues,
    reports,
    latestReport: reports,
    outcomes: disputeOutcomesModule({ db: db.db, timeZone }).service,
    disputes: createDisputesService({
      repo: createDisputesRepository(db.db),
      issues,
      timeZone,
      readiness: createLetterReadinessService({ repo: createLetterReadinessRepository(db.db) }),
    }),
    timeZone,
    now: () => opts.clock.now,
  });
}

/**
 * A person as the service sees its signed-in caller (a client unless told otherwise), made in the
 * test's own database and named as the identity the connect form sends.
 */
export async function aSessionUser(
  db: TestDatabase,
  accessLevel: AccessLevel = 'CLIENT_VIEWER',
): Promise<SessionUser> {
  const row = await aPerson(db, accessLevel, { firstName: 'Jordan', lastName: 'Rivera' });
  return { ...row, requiresPasswordReset: false, features: row.betaFeatures, subscriptionPlan: null };
}
