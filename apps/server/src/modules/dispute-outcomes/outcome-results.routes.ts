import {
  downloadProofOfWork,
  getOutcomeResults,
  getOutcomeTimeline,
} from '@app/contracts/endpoints/outcome-results.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import { sendPdf } from '../../platform/http/stored-file';
import type { OutcomeResultsService } from './outcome-results.service';

/** Read only: a consumer reads their own results, a team member a client's in their reach. */
export const outcomeResultsRoutes: FastifyPluginAsyncZod<{ results: OutcomeResultsService }> = async (
  app,
  { results },
) => {
  serve(app, getOutcomeTimeline, { access: 'authenticated' }, async (request) =>
    results.timeline(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, downloadProofOfWork, { access: 'authenticated' }, async (request, reply) =>
    sendPdf(
      reply,
      await results.proofOfWork(
        await recordOwnerFor(currentUser(request), request.params.userId),
        request.query.month,
      ),
    ),
  );
  serve(app, getOutcomeResults, { access: 'admin' }, async () => results.results());
};
