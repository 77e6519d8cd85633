import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createOnboardingRepository } from './onboarding.repository';
import { onboardingRoutes } from './onboarding.routes';
import { createOnboardingService, type OnboardingSources } from './onboarding.service';

export function onboardingModule(
  deps: { db: Database; timeZone: string; now?: () => Date } & OnboardingSources,
) {
  const service = createOnboardingService({
    repo: createOnboardingRepository(deps.db),
    sources: deps,
    timeZone: deps.timeZone,
    now: deps.now,
  });
  const register = async (app: FastifyInstance) => {
    await app.register(onboardingRoutes, { service });
  };
  return { service, register };
}
