import { creditGoal, setCreditGoalRequest } from '@app/contracts/credit-goals.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { CreditGoalsService } from './credit-goals.service';

const tags = ['credit goals'];

export const creditGoalsRoutes: FastifyPluginAsyncZod<{ service: CreditGoalsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/credit-goals',
    { config: { access: 'authenticated' }, schema: { tags, response: { 200: creditGoal } } },
    async (request) => service.get(currentUser(request).id),
  );
  app.put(
    '/api/credit-goals',
    {
      config: { access: 'authenticated' },
      schema: { tags, body: setCreditGoalRequest, response: { 200: creditGoal } },
    },
    async (request) => service.set(currentUser(request).id, request.body.targetScore),
  );
};
