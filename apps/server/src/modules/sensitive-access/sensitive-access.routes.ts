import { listSensitiveAccess, revealSensitive } from '@app/contracts/endpoints/sensitive-access.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { SensitiveAccessService } from './sensitive-access.service';

export const sensitiveAccessRoutes: FastifyPluginAsyncZod<{ service: SensitiveAccessService }> = async (
  app,
  { service },
) => {
  serve(app, revealSensitive, { access: 'revealSensitive' }, async (request, reply) => {
    const clientId = await recordOwnerFor(currentUser(request), request.params.userId);
    const revealed = await service.reveal(actingOf(request), clientId, request.body);
    // Answered once: no cache, no history entry keeps it.
    reply.header('cache-control', 'no-store');
    return revealed;
  });

  serve(app, listSensitiveAccess, { access: 'viewSensitiveLog' }, async (request) =>
    service.log(currentUser(request), request.query),
  );
};
