import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { acrossOrganizations } from '../../db/organization-context';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Sessions } from '../../platform/auth/sessions';
import type { NoticesService } from '../notices/notices.service';
import { createTeamRepository } from './team.repository';
import { teamRoutes } from './team.routes';
import { createTeamService } from './team.service';

/** A company's team: invitations, roles, deactivation and clients given to specialists. */
export function teamModule(deps: {
  db: Database;
  mail: MailPort;
  sessions: Sessions;
  audit: AuditLog;
  notices: Pick<NoticesService, 'notifyTeamMember'>;
  publicUrl: string;
  perIpPerMinute: number;
}) {
  const inner = createTeamService({ repo: createTeamRepository(deps.db), ...deps });
  // An invitation's link is opened before anyone is signed in: the link names its organization.
  const service: typeof inner = {
    ...inner,
    checkInvitation: (token) => acrossOrganizations('teamInvitation', () => inner.checkInvitation(token)),
    accept: (input, origin) => acrossOrganizations('teamInvitation', () => inner.accept(input, origin)),
  };
  const register = async (app: FastifyInstance) => {
    await app.register(teamRoutes, { service, perIpPerMinute: deps.perIpPerMinute });
  };
  return { service, register };
}
