import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MailPort } from '../../integrations/mail/mail.port';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { createNextStepsRepository } from './next-steps.repository';
import { createNextStepsService } from './next-steps.service';
import { createNoticeTokens } from './notice-token';
import { createNoticesRepository } from './notices.repository';
import { noticesRoutes } from './notices.routes';
import { createNoticesService } from './notices.service';

export function noticesModule(deps: {
  log: FastifyBaseLogger;
  db: Database;
  mail: MailPort;
  secretBox: SecretBox;
  publicUrl: string;
  organizationOf: (userId: number) => Promise<number | undefined>;
  timeZone: string;
  now?: () => Date;
}) {
  const notices = createNoticesService({
    repo: createNoticesRepository(deps.db),
    mail: deps.mail,
    tokens: createNoticeTokens(deps.secretBox),
    publicUrl: deps.publicUrl,
    organizationOf: deps.organizationOf,
    log: deps.log,
    now: deps.now,
  });
  const nextSteps = createNextStepsService({
    repo: createNextStepsRepository(deps.db),
    timeZone: deps.timeZone,
    now: deps.now,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(noticesRoutes, { notices, nextSteps });
  };
  return { service: notices, register };
}
