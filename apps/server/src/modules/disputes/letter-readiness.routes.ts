import { userIdPathParams } from '@app/contracts/common/params';
import { letterReadiness } from '@app/contracts/letter-readiness';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { LetterReadinessService } from './letter-readiness.service';

export const letterReadinessRoutes: FastifyPluginAsyncZod<{ service: LetterReadinessService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/letter-readiness/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getLetterReadiness',
        summary: 'Who mails a person’s letters, and what must be done before one is approved or mailed',
        tags: ['disputes'],
        params: userIdPathParams,
        response: { 200: letterReadiness },
      },
    },
    async (request) => service.readiness(currentUser(request), request.params.userId),
  );
};
