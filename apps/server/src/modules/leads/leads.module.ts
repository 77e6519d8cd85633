import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailPort } from '../../integrations/mail/mail.port';
import { createLeadsRepository } from './leads.repository';
import { leadsRoutes } from './leads.routes';
import { createLeadsService } from './leads.service';

export async function leadsModule(
  app: FastifyInstance,
  deps: { db: Database; mail: MailPort; teamEmail: string; perIpPerHour: number },
) {
  const service = createLeadsService({
    repo: createLeadsRepository(deps.db),
    mail: deps.mail,
    teamEmail: deps.teamEmail,
    log: app.log,
  });
  await app.register(leadsRoutes, { service, perIpPerHour: deps.perIpPerHour });
  return service;
}
