import {
  draftReinsertionLetter,
  recordReinsertionNotice,
} from '@app/contracts/endpoints/reinsertion-watch.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { ReinsertionLetters, ReinsertionWatchService } from './reinsertion-watch.service';

/** The work queue's "Reinserted without notice" row: record the bureau's notice, or draft the letter. */
export const reinsertionWatchRoutes: FastifyPluginAsyncZod<{
  watch: ReinsertionWatchService;
  letters: ReinsertionLetters;
}> = async (app, { watch, letters }) => {
  // Client work: the office and a specialist (their own clients; anyone else's reinsertion is 404).
  serve(app, recordReinsertionNotice, { access: 'workClients' }, async (request) =>
    watch.recordNotice(currentUser(request), request.params.id, request.body),
  );
  serve(app, draftReinsertionLetter, { access: 'workClients' }, async (request, reply) => {
    const created = await letters.draft(currentUser(request), request.params.id, originOf(request));
    return reply.code(201).send(created);
  });
};
