import { getWorkQueue } from '@app/contracts/endpoints/work-queue.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { WorkQueueService } from './work-queue.service';

/**
 * The work queue across the organization's clients (issue 21): the office and the processor choose
 * whose clients' work, a specialist sees their own clients'; anyone else 403.
 */
export const workQueueRoutes: FastifyPluginAsyncZod<{ service: WorkQueueService }> = async (
  app,
  { service },
) => {
  serve(app, getWorkQueue, { access: 'listClients' }, async (request) =>
    service.list(currentUser(request), request.query),
  );
};
