import { getLetterReadiness } from '@app/contracts/endpoints/disputes.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { serve } from '../../platform/http/serve';
import type { LetterReadinessService } from './letter-readiness.service';

export const letterReadinessRoutes: FastifyPluginAsyncZod<{ service: LetterReadinessService }> = async (
  app,
  { service },
) => {
  serve(app, getLetterReadiness, { access: 'authenticated' }, async (request) =>
    service.readiness(currentUser(request), request.params.userId),
  );
};
