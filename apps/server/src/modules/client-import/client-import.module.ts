import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { ClientInvitations } from '../users/client-admin.service';
import { createClientImportRepository } from './client-import.repository';
import { clientImportRoutes } from './client-import.routes';
import { createClientImportService } from './client-import.service';

/** Clients brought over from another system's CSV export, and the client list exported as CSV. */
export function clientImportModule(deps: {
  db: Database;
  audit: AuditLog;
  secretBox: SecretBox;
  invitations: Pick<ClientInvitations, 'sendInvitation'>;
}) {
  const service = createClientImportService({ repo: createClientImportRepository(deps.db), ...deps });
  const register = async (app: FastifyInstance) => {
    await app.register(clientImportRoutes, { service });
  };
  return { service, register };
}
