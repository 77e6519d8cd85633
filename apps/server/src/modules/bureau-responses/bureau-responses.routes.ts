import {
  analyzeBureauResponse,
  createBureauResponse,
  getBureauResponseAnalysis,
  listBureauResponses,
  startNextDisputeRound,
} from '@app/contracts/endpoints/bureau-responses.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import { actingUserId, currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { BureauResponsesService } from './bureau-responses.service';

export const bureauResponsesRoutes: FastifyPluginAsyncZod<{
  service: BureauResponsesService;
  audit: AuditLog;
}> = async (app, { service, audit }) => {
  serve(app, listBureauResponses, { access: 'authenticated' }, async (request) =>
    service.list(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(
    app,
    createBureauResponse,
    { access: 'createDisputes', consumerAct: false },
    async (request, reply) => {
      const viewer = currentUser(request);
      const saved = await service.record(viewer, request.body, actingUserId(request));
      await audit.record({
        actorId: viewer.id,
        action: 'bureau_response.recorded',
        targetType: 'bureau_response',
        targetId: saved.id,
        subjectUserId: saved.userId,
        ip: request.ip,
      });
      reply.status(201);
      return saved;
    },
  );
  serve(app, analyzeBureauResponse, { access: 'useAI', consumerAct: false }, async (request) =>
    service.analyze(currentUser(request), request.params.id),
  );
  serve(app, getBureauResponseAnalysis, { access: 'authenticated' }, async (request) =>
    service.getAnalysis(currentUser(request), request.params.id),
  );
  serve(
    app,
    startNextDisputeRound,
    { access: 'createDisputes', consumerAct: false },
    async (request, reply) => {
      reply.status(201);
      return service.startNextRound(currentUser(request), request.params.id, actingUserId(request));
    },
  );
};
