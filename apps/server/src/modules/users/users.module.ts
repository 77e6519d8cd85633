import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export async function usersModule(app: FastifyInstance, deps: { db: Database }) {
  const service = createUsersService(createUsersRepository(deps.db));
  await app.register(usersRoutes, { service });
  return service;
}
