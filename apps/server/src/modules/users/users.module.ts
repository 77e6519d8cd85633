import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { dateOfBirthRoutes } from './date-of-birth.routes';
import { createDateOfBirthService } from './date-of-birth.service';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function usersModule(deps: { db: Database; secretBox: SecretBox; audit: AuditLog }) {
  const repo = createUsersRepository(deps.db);
  const service = createUsersService(repo);
  const dateOfBirth = createDateOfBirthService({ repo, users: service, ...deps });
  const register = async (app: FastifyInstance) => {
    await app.register(usersRoutes, { service });
    await app.register(dateOfBirthRoutes, { service: dateOfBirth });
  };
  return {
    service: {
      ...service,
      dateOfBirthOf: dateOfBirth.dateOfBirthOf,
      sealDateOfBirth: dateOfBirth.sealDateOfBirth,
    },
    register,
  };
}
