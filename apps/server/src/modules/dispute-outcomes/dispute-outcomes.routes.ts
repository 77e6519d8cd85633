import { listDisputeOutcomes } from '@app/contracts/endpoints/dispute-outcomes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { DisputeOutcomesService } from './dispute-outcomes.service';

/** Read only: a consumer reads their own ledger, an admin a client's; outcomes are never written by a person. */
export const disputeOutcomesRoutes: FastifyPluginAsyncZod<{ service: DisputeOutcomesService }> = async (
  app,
  { service },
) => {
  serve(app, listDisputeOutcomes, { access: 'authenticated' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
};
