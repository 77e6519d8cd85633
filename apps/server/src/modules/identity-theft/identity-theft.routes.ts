import {
  completeRecoveryStep,
  getIdentityTheftScan,
  getUserIdentityTheftScan,
  recordIdentityTheftSignal,
  removeIdentityTheftSignal,
  runIdentityTheftScan,
} from '@app/contracts/endpoints/identity-theft.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { serve } from '../../platform/http/serve';
import type { IdentityTheftService } from './identity-theft.service';

export const identityTheftRoutes: FastifyPluginAsyncZod<{ service: IdentityTheftService }> = async (
  app,
  { service },
) => {
  serve(app, getIdentityTheftScan, { access: 'authenticated' }, async (request) =>
    service.view(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, getUserIdentityTheftScan, { access: 'authenticated' }, async (request) =>
    service.view(await recordOwnerFor(currentUser(request), request.params.userId)),
  );
  serve(
    app,
    runIdentityTheftScan,
    { access: 'authenticated', consumerAct: 'identityTheft' },
    async (request) => service.scan(await recordOwnerFor(currentUser(request), request.body.userId)),
  );
  serve(
    app,
    completeRecoveryStep,
    { access: 'authenticated', consumerAct: 'identityTheft' },
    async (request) => service.completeStep(currentUser(request), request.params.caseId, request.body),
  );
  serve(
    app,
    recordIdentityTheftSignal,
    { access: 'authenticated', consumerAct: 'identityTheft' },
    async (request, reply) =>
      reply.code(201).send(await service.recordSignal(currentUser(request).id, request.body)),
  );
  serve(
    app,
    removeIdentityTheftSignal,
    { access: 'authenticated', consumerAct: 'identityTheft' },
    async (request) => service.removeSignal(currentUser(request).id, request.params.id),
  );
};
