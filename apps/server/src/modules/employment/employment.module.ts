import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createEmploymentRepository } from './employment.repository';
import { employmentRoutes } from './employment.routes';
import { createEmploymentService } from './employment.service';

export function employmentModule(deps: { db: Database; timeZone: string }) {
  const service = createEmploymentService({
    repo: createEmploymentRepository(deps.db),
    timeZone: deps.timeZone,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(employmentRoutes, { service });
  };
  return { service, register };
}
