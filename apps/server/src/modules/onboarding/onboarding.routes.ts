import {
  completeOnboardingStep,
  getOnboardingProgress,
  listBadges,
  listOnboardingSteps,
  markBadgesSeen,
} from '@app/contracts/endpoints/onboarding.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { notFound } from '../../platform/errors';
import { serve } from '../../platform/http/serve';
import type { OnboardingService } from './onboarding.service';

export const onboardingRoutes: FastifyPluginAsyncZod<{ service: OnboardingService }> = async (
  app,
  { service },
) => {
  serve(app, getOnboardingProgress, { access: 'authenticated' }, async (request) => {
    const viewer = currentUser(request);
    const userId = await recordOwnerFor(viewer, request.params.userId);
    // A person opening their own progress is a day of activity; an admin looking is not.
    if (userId === viewer.id) await service.recordActivity(userId);
    return service.progress(userId, request.query.timeZone);
  });
  serve(app, listOnboardingSteps, { access: 'authenticated' }, async (request) =>
    service.steps(currentUser(request).id),
  );
  serve(app, listBadges, { access: 'authenticated' }, async (request) =>
    service.badges(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(app, markBadgesSeen, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    await service.markBadgesSeen(currentUser(request).id);
    return reply.status(204).send();
  });
  serve(app, completeOnboardingStep, { access: 'authenticated', consumerAct: false }, async (request) => {
    const viewer = currentUser(request);
    // Only the person earns their own XP; anyone else's id does not exist for them.
    if (request.body.userId !== viewer.id) throw notFound('User');
    return service.completeStep(viewer.id, request.body.stepId);
  });
};
