import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { createSensitiveAccessRepository } from './sensitive-access.repository';
import { sensitiveAccessRoutes } from './sensitive-access.routes';
import { createSensitiveAccessService } from './sensitive-access.service';

/** "Reveal" of a client's full sensitive data with a reason, and the owner's Sensitive access log. */
export function sensitiveAccessModule(deps: { db: Database; audit: AuditLog; secretBox: SecretBox }) {
  const service = createSensitiveAccessService({ repo: createSensitiveAccessRepository(deps.db), ...deps });
  const register = async (app: FastifyInstance) => {
    await app.register(sensitiveAccessRoutes, { service });
  };
  return { service, register };
}
