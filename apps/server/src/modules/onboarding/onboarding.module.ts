import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createOnboardingRepository } from './onboarding.repository';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService, type OnboardingSources } from './onboarding.service';

export async function onboardingModule(
  app: FastifyInstance,
  deps: { db: Database; timeZone: string; now?: () => Date } & OnboardingSources,
) {
  const service = createOnboardingService({
    repo: createOnboardingRepository(deps.db),
    sources: deps,
    timeZone: deps.timeZone,
    now: deps.now,
  });
  await app.register(onboardingRoutes, { service });
  return service;
}
