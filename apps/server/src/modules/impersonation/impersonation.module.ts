import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Sessions } from '../../platform/auth/sessions';
import type { UsersService } from '../users/users.service';
import { impersonationRoutes } from './impersonation.routes';
import { createImpersonationService } from './impersonation.service';

/** 'Test as Client'; the access policy applies its read-only rule and audit to every request. */
export function impersonationModule(deps: {
  sessions: Sessions;
  users: UsersService;
  audit: AuditLog;
  invitations: { awaitingAcceptance(userId: number): Promise<boolean> };
}) {
  const register = async (app: FastifyInstance) => {
    await app.register(impersonationRoutes, { service: createImpersonationService(deps) });
  };
  return { register };
}
