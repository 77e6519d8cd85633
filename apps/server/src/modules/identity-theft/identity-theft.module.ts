import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AiPort } from '../../integrations/ai/ai.port';
import type { CreditIssuesService } from '../credit-issues/credit-issues.service';
import type { CreditMonitoringService } from '../credit-monitoring/credit-monitoring.service';
import type { UsersService } from '../users/users.service';
import { blockLetterWriter } from './block-letters';
import { createIdentityTheftRepository } from './identity-theft.repository';
import { identityTheftRoutes } from './identity-theft.routes';
import { createIdentityTheftService } from './identity-theft.service';

export function identityTheftModule(deps: {
  db: Database;
  ai: AiPort;
  users: Pick<UsersService, 'profile'>;
  issues: Pick<CreditIssuesService, 'list'>;
  monitoring: Pick<CreditMonitoringService, 'fileItems'>;
  timeZone: string;
}) {
  const service = createIdentityTheftService({
    repo: createIdentityTheftRepository(deps.db),
    monitoring: deps.monitoring,
    issues: deps.issues,
    writeBlockLetters: blockLetterWriter(deps),
    timeZone: deps.timeZone,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(identityTheftRoutes, { service });
  };
  return { register };
}
