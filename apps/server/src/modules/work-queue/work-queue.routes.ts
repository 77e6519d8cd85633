import { getWorkQueue } from '@app/contracts/endpoints/work-queue.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { WorkQueueService } from './work-queue.service';

/** The admin's work queue across all clients (issue 21); admins only, anyone else 403. */
export const workQueueRoutes: FastifyPluginAsyncZod<{ service: WorkQueueService }> = async (
  app,
  { service },
) => {
  serve(app, getWorkQueue, { access: 'admin' }, async (request) =>
    service.list(currentUser(request).id, request.query),
  );
};
