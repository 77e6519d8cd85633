import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit.repository';
import type { Sessions } from '../../platform/auth/sessions';
import { createAuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService, type LockoutPolicy } from './auth.service';

export async function authModule(
  app: FastifyInstance,
  deps: { db: Database; sessions: Sessions; audit: AuditLog; lockout: LockoutPolicy; perIpPerMinute: number },
) {
  const service = createAuthService({
    repo: createAuthRepository(deps.db),
    sessions: deps.sessions,
    audit: deps.audit,
    lockout: deps.lockout,
  });
  await app.register(authRoutes, { service, perIpPerMinute: deps.perIpPerMinute });
  return service;
}
