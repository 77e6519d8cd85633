import { workQueue, workQueueQuery } from '@app/contracts/work-queue.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { WorkQueueService } from './work-queue.service';

/** The admin's work queue across all clients (issue 21); admins only, anyone else 403. */
export const workQueueRoutes: FastifyPluginAsyncZod<{ service: WorkQueueService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/work-queue',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'getWorkQueue',
        summary: 'Everything waiting across all clients, grouped and ordered by due date',
        tags: ['admin: work queue'],
        querystring: workQueueQuery,
        response: { 200: workQueue },
      },
    },
    async (request) => service.list(currentUser(request).id, request.query),
  );
};
