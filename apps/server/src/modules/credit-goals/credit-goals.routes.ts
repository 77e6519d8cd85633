import {
  getCreditGoal,
  getUserCreditGoal,
  setCreditGoal,
} from '@app/contracts/endpoints/credit-goals.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { CreditGoalsService } from './credit-goals.service';

export const creditGoalsRoutes: FastifyPluginAsyncZod<{ service: CreditGoalsService }> = async (
  app,
  { service },
) => {
  serve(app, getCreditGoal, { access: 'authenticated' }, async (request) =>
    service.get(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserCreditGoal, { access: 'authenticated' }, async (request) =>
    service.get(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, setCreditGoal, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.set(currentUser(request).id, request.body.targetScore),
  );
};
