import {
  analyzeBureauResponse,
  createBureauResponse,
  getBureauResponseAnalysis,
  listBureauResponses,
  startNextDisputeRound,
} from '@app/contracts/endpoints/bureau-responses.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingUserId, currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { BureauResponsesService } from './bureau-responses.service';

export const bureauResponsesRoutes: FastifyPluginAsyncZod<{
  service: BureauResponsesService;
}> = async (app, { service }) => {
  serve(app, listBureauResponses, { access: 'authenticated' }, async (request) =>
    service.list(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(
    app,
    createBureauResponse,
    { access: 'createDisputes', teamAbility: 'bureauAnswers', consumerAct: false },
    async (request, reply) => {
      const viewer = currentUser(request);
      const saved = await service.record(viewer, request.body, originOf(request));
      reply.status(201);
      return saved;
    },
  );
  serve(
    app,
    analyzeBureauResponse,
    { access: 'useAI', teamAbility: 'bureauAnswers', consumerAct: false },
    async (request) => service.analyze(currentUser(request), request.params.id),
  );
  serve(app, getBureauResponseAnalysis, { access: 'authenticated' }, async (request) =>
    service.getAnalysis(currentUser(request), request.params.id),
  );
  serve(
    app,
    startNextDisputeRound,
    { access: 'createDisputes', teamAbility: 'bureauAnswers', consumerAct: false },
    async (request, reply) => {
      reply.status(201);
      return service.startNextRound(currentUser(request), request.params.id, actingUserId(request));
    },
  );
};
