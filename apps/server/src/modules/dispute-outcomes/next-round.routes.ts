import {
  downloadComplaintPacket,
  draftNextRoundLetter,
  getNextRound,
} from '@app/contracts/endpoints/dispute-outcomes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import { sendPdf } from '../../platform/http/stored-file';
import type { NextRoundService } from './next-round.service';

/**
 * The next round: a consumer reads and acts on their own suggestions, a team member on a client's
 * in their reach (anyone else's answers 404). Drafting a letter is client work for the team.
 */
export const nextRoundRoutes: FastifyPluginAsyncZod<{ nextRound: NextRoundService }> = async (
  app,
  { nextRound },
) => {
  serve(app, getNextRound, { access: 'authenticated' }, async (request) =>
    nextRound.list(currentUser(request), request.params.userId),
  );
  serve(
    app,
    draftNextRoundLetter,
    { access: 'createDisputes', teamAbility: 'workClients', consumerAct: false },
    async (request, reply) => {
      const created = await nextRound.draft(
        currentUser(request),
        request.params.userId,
        request.body,
        originOf(request),
        request.impersonation?.adminId ?? null,
      );
      return reply.code(201).send(created);
    },
  );
  serve(app, downloadComplaintPacket, { access: 'authenticated' }, async (request, reply) =>
    sendPdf(
      reply,
      await nextRound.complaintPacket(currentUser(request), request.params.userId, request.query),
    ),
  );
};
