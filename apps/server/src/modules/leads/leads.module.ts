import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { UsersService } from '../users/users.service';
import { leadAdminRoutes } from './lead-admin.routes';
import { createLeadAdminService } from './lead-admin.service';
import { createLeadsRepository } from './leads.repository';
import { leadsRoutes } from './leads.routes';
import { createLeadsService } from './leads.service';

export function leadsModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  mail: MailPort;
  teamEmail: string;
  perIpPerHour: number;
  users: UsersService;
  audit: AuditLog;
}) {
  const repo = createLeadsRepository(deps.db);
  const service = createLeadsService({
    repo,
    mail: deps.mail,
    teamEmail: deps.teamEmail,
    log: deps.log,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(leadsRoutes, { service, perIpPerHour: deps.perIpPerHour });
    await app.register(leadAdminRoutes, {
      service: createLeadAdminService({ repo, users: deps.users, audit: deps.audit }),
    });
  };
  return { service, register };
}
