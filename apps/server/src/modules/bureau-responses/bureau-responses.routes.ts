import {
  bureauAnalysis,
  bureauResponse,
  bureauResponseList,
  createBureauResponseRequest,
} from '@app/contracts/bureau-responses.contract';
import { apiError } from '@app/contracts/common/api-error';
import { recordIdParams, userIdPathParams } from '@app/contracts/common/params';
import { dispute } from '@app/contracts/disputes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingUserId, currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { originOf } from '../../platform/auth/request-origin';
import type { BureauResponsesService } from './bureau-responses.service';

const tags = ['bureau responses'];

export const bureauResponsesRoutes: FastifyPluginAsyncZod<{
  service: BureauResponsesService;
}> = async (app, { service }) => {
  app.get(
    '/api/bureau-responses/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listBureauResponses',
        summary: 'A person’s recorded bureau responses',
        tags,
        params: userIdPathParams,
        response: { 200: bureauResponseList },
      },
    },
    async (request) => service.list(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/bureau-responses',
    {
      config: { access: 'createDisputes', consumerAct: false },
      schema: {
        operationId: 'createBureauResponse',
        summary: 'Record a bureau’s answer to a dispute',
        tags,
        body: createBureauResponseRequest,
        response: {
          201: bureauResponse,
          404: apiError.describe('No such person or dispute'),
          409: apiError.describe('The dispute’s letter was never approved'),
        },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      const saved = await service.record(viewer, request.body, originOf(request));
      reply.status(201);
      return saved;
    },
  );
  app.post(
    '/api/bureau-response/:id/analyze',
    {
      config: { access: 'useAI', consumerAct: false },
      schema: {
        operationId: 'analyzeBureauResponse',
        summary: 'Analyze a bureau response and draft the next step',
        tags,
        params: recordIdParams,
        response: {
          200: z.object({ response: bureauResponse, analysis: bureauAnalysis }),
          502: apiError.describe('The AI provider failed'),
        },
      },
    },
    async (request) => service.analyze(currentUser(request), request.params.id),
  );
  app.get(
    '/api/bureau-response-analysis/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getBureauResponseAnalysis',
        summary: 'The analysis of a bureau response',
        tags,
        params: recordIdParams,
        response: { 200: bureauAnalysis },
      },
    },
    async (request) => service.getAnalysis(currentUser(request), request.params.id),
  );
  app.post(
    '/api/bureau-response/:id/next-round',
    {
      config: { access: 'createDisputes', consumerAct: false },
      schema: {
        operationId: 'startNextDisputeRound',
        summary: 'Open the next dispute round from an analyzed response',
        tags,
        params: recordIdParams,
        response: {
          201: dispute,
          409: apiError.describe(
            'Not analyzed yet, not linked to a dispute, no further letter is due, or a round of the item is already open at the bureau',
          ),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return service.startNextRound(currentUser(request), request.params.id, actingUserId(request));
    },
  );
};
