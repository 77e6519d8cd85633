import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createClientTableRepository } from './client-table.repository';
import { clientTableRoutes } from './client-table.routes';
import { createClientTableService } from './client-table.service';

/** Client Management's table (issue 21): a read model over the clients' reports, items and disputes. */
export function clientTableModule(deps: { db: Database; timeZone: string }) {
  const service = createClientTableService({
    repo: createClientTableRepository(deps.db),
    timeZone: deps.timeZone,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(clientTableRoutes, { service });
  };
  return { register };
}
