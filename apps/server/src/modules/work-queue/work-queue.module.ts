import { workQueueQuery } from '@app/contracts/work-queue.contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createWorkQueueRepository } from './work-queue.repository';
import { workQueueRoutes } from './work-queue.routes';
import { createWorkQueueService } from './work-queue.service';

export function workQueueModule(deps: { db: Database; timeZone: string; now?: () => Date }) {
  const service = createWorkQueueService({
    repo: createWorkQueueRepository(deps.db),
    timeZone: deps.timeZone,
    now: deps.now,
  });
  const register = async (app: FastifyInstance) => {
    // A fresh connection's first read of the queue plans its statement and loads the tables' catalog
    // entries; that is done once before the server takes requests, so the first admin after a restart
    // does not wait for it. A failure only leaves the first read cold.
    app.addHook('onReady', async () => {
      await service
        .list({ id: 0, organizationId: 0, accessLevel: 'ADMIN', teamRole: 'OWNER' }, workQueueQuery.parse({}))
        .catch((err: unknown) => app.log.warn({ err }, 'warming the work queue failed'));
    });
    await app.register(workQueueRoutes, { service });
  };
  return { register };
}
