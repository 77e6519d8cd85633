import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Sessions } from '../../platform/auth/sessions';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditReportsService } from '../credit-reports/credit-reports.service';
import type { DisputesService } from '../disputes/disputes.service';
import type { PlansService } from '../plans/plans.service';
import type { TeamService } from '../team/team.service';
import { clientAdminRoutes } from './client-admin.routes';
import { type ClientInvitations, createClientAdminService } from './client-admin.service';
import { createClientOverviewService } from './client-overview.service';
import type { DateOfBirthService } from './date-of-birth.service';
import { createUsersRepository } from './users.repository';
import type { UsersService } from './users.service';

/** Client Management of the admin portal; registered once reports, issues and disputes exist. */
export function clientAdminModule(deps: {
  db: Database;
  users: UsersService & Pick<DateOfBirthService, 'sealDateOfBirth'>;
  reports: CreditReportsService;
  issues: CreditIssuesService;
  disputes: DisputesService;
  plans: PlansService;
  sessions: Sessions;
  audit: AuditLog;
  secretBox: SecretBox;
  invitations: ClientInvitations;
  owners: Pick<TeamService, 'assertNotLastOwner'>;
}) {
  const repo = createUsersRepository(deps.db);
  const admin = createClientAdminService({ repo, ...deps });
  const overview = createClientOverviewService({ repo, ...deps });
  const register = async (app: FastifyInstance) => {
    await app.register(clientAdminRoutes, { admin, overview });
  };
  return { admin, overview, register };
}
