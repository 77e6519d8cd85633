import {
  bureauAnalysis,
  bureauResponse,
  bureauResponseList,
  createBureauResponseRequest,
} from '@app/contracts/bureau-responses.contract';
import { recordIdParams, userIdPathParams } from '@app/contracts/common/params';
import { dispute } from '@app/contracts/disputes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit.repository';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { BureauResponsesService } from './bureau-responses.service';

const tags = ['bureau responses'];

export const bureauResponsesRoutes: FastifyPluginAsyncZod<{
  service: BureauResponsesService;
  audit: AuditLog;
}> = async (app, { service, audit }) => {
  app.get(
    '/api/bureau-responses/:userId',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: userIdPathParams, response: { 200: bureauResponseList } },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/bureau-responses',
    {
      config: { access: 'createDisputes' },
      schema: { tags, body: createBureauResponseRequest, response: { 201: bureauResponse } },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const saved = await service.record(viewer, request.body);
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
  app.post(
    '/api/bureau-response/:id/analyze',
    {
      config: { access: 'useAI' },
      schema: {
        tags,
        params: recordIdParams,
        response: { 200: z.object({ response: bureauResponse, analysis: bureauAnalysis }) },
      },
    },
    async (request) => service.analyze(currentUser(request), request.params.id),
  );
  app.get(
    '/api/bureau-response-analysis/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: recordIdParams, response: { 200: bureauAnalysis } },
    },
    async (request) => service.getAnalysis(currentUser(request), request.params.id),
  );
  app.post(
    '/api/bureau-response/:id/next-round',
    {
      config: { access: 'createDisputes' },
      schema: { tags, params: recordIdParams, response: { 201: dispute } },
    },
    async (request, reply) => {
      reply.status(201);
      return service.startNextRound(currentUser(request), request.params.id);
    },
  );
};
