import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { FeedbackService } from '../feedback/feedback.service';
import type { UsersService } from '../users/users.service';
import { createBetaAccessRepository } from './beta-access.repository';
import { betaAccessRoutes } from './beta-access.routes';
import { createBetaAccessService } from './beta-access.service';

/** Beta access codes and the admin dashboard's counters and user lists. */
export function betaAccessModule(deps: {
  db: Database;
  users: UsersService;
  feedback: FeedbackService;
  audit: AuditLog;
}) {
  const service = createBetaAccessService({ repo: createBetaAccessRepository(deps.db), ...deps });
  const register = async (app: FastifyInstance) => {
    await app.register(betaAccessRoutes, { service, users: deps.users });
  };
  return { service, register };
}
