import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createWorkQueueRepository } from './work-queue.repository';
import { workQueueRoutes } from './work-queue.routes';
import { createWorkQueueService } from './work-queue.service';

export async function workQueueModule(
  app: FastifyInstance,
  deps: { db: Database; timeZone: string; now?: () => Date },
) {
  const service = createWorkQueueService({
    repo: createWorkQueueRepository(deps.db),
    timeZone: deps.timeZone,
    now: deps.now,
  });
  await app.register(workQueueRoutes, { service });
}
