import { ownerQuery, userIdPathParams } from '@app/contracts/common/params';
import { creditGoal, setCreditGoalRequest } from '@app/contracts/credit-goals.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import type { CreditGoalsService } from './credit-goals.service';

const tags = ['credit goals'];

export const creditGoalsRoutes: FastifyPluginAsyncZod<{ service: CreditGoalsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/credit-goals',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getCreditGoal',
        summary: 'The signed-in person’s target credit score (or, with ?userId, a client’s for an admin)',
        tags,
        querystring: ownerQuery,
        response: { 200: creditGoal },
      },
    },
    async (request) => service.get(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.get(
    '/api/credit-goals/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUserCreditGoal',
        summary: 'A person’s target credit score: one’s own, or a client’s for an admin',
        tags,
        params: userIdPathParams,
        response: { 200: creditGoal },
      },
    },
    async (request) => service.get(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.put(
    '/api/credit-goals',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'setCreditGoal',
        summary: 'Set the target credit score',
        tags,
        body: setCreditGoalRequest,
        response: { 200: creditGoal },
      },
    },
    async (request) => service.set(currentUser(request).id, request.body.targetScore),
  );
};
