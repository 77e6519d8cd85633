import { apiError } from '@app/contracts/common/api-error';
import { userIdPathParams } from '@app/contracts/common/params';
import {
  badgeList,
  completeStepRequest,
  completeStepResponse,
  onboardingProgress,
  onboardingProgressQuery,
  onboardingStepList,
} from '@app/contracts/onboarding.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { notFound } from '../../platform/errors';
import type { OnboardingService } from './onboarding.service';

const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod<{ service: OnboardingService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/onboarding/progress/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getOnboardingProgress',
        summary: 'Level, XP, completed steps and streak (days counted in ?timeZone, the browser’s zone)',
        tags,
        params: userIdPathParams,
        querystring: onboardingProgressQuery,
        response: { 200: onboardingProgress },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const userId = recordOwnerFor(viewer, request.params.userId);
      // A person opening their own progress is a day of activity; an admin looking is not.
      if (userId === viewer.id) await service.recordActivity(userId);
      return service.progress(userId, request.query.timeZone);
    },
  );
  app.get(
    '/api/onboarding/steps',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listOnboardingSteps',
        summary: 'The onboarding steps, each completed, available or locked for the signed-in person',
        tags,
        response: { 200: onboardingStepList },
      },
    },
    async (request) => service.steps(currentUser(request).id),
  );
  app.get(
    '/api/onboarding/badges/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listBadges',
        summary: 'The badges a person has earned; isNew until seen',
        tags,
        params: userIdPathParams,
        response: { 200: badgeList },
      },
    },
    async (request) => service.badges(recordOwnerFor(currentUser(request), request.params.userId)),
  );
  app.post(
    '/api/onboarding/badges/seen',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'markBadgesSeen',
        summary: 'The signed-in person has seen their new badges',
        tags,
        response: { 204: z.undefined().describe('Marked as seen') },
      },
    },
    async (request, reply) => {
      await service.markBadgesSeen(currentUser(request).id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/onboarding/complete-step',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'completeOnboardingStep',
        summary: 'Claim a step the person has done; locked or not done answers 409',
        tags,
        body: completeStepRequest,
        response: {
          200: completeStepResponse,
          409: apiError.describe('Locked, not done, or already completed'),
        },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      // Only the person earns their own XP; anyone else's id does not exist for them.
      if (request.body.userId !== viewer.id) throw notFound('User');
      return service.completeStep(viewer.id, request.body.stepId);
    },
  );
};
