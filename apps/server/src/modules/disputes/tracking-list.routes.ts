import { bureau } from '@app/contracts/bureau-enum';
import { listTrackedDisputes, listUntrackedDisputes } from '@app/contracts/endpoints/disputes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { TrackingListService } from './tracking-list.service';

const _untrackedDispute = z.object({
  id: z.number().int(),
  bureau,
  issueTitle: z.string(),
  creditor: z.string(),
});

export const trackingListRoutes: FastifyPluginAsyncZod<{ service: TrackingListService }> = async (
  app,
  { service },
) => {
  serve(app, listTrackedDisputes, { access: 'trackLetters' }, async (request) =>
    service.page(currentUser(request), request.query),
  );
  serve(app, listUntrackedDisputes, { access: 'trackLetters' }, async (request) =>
    service.untracked(currentUser(request), request.params.userId),
  );
};
