import {
  endImpersonation,
  getImpersonation,
  startImpersonation,
} from '@app/contracts/endpoints/impersonation.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import type { ImpersonationService } from './impersonation.service';

export const impersonationRoutes: FastifyPluginAsyncZod<{ service: ImpersonationService }> = async (
  app,
  { service },
) => {
  serve(app, startImpersonation, { access: 'admin' }, async (request, reply) => {
    const { session, status } = await service.start(request, request.body.userId, request.body.reason);
    setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
    reply.status(201);
    return status;
  });

  serve(app, getImpersonation, { access: 'authenticated' }, async (request) => service.status(request));

  serve(app, endImpersonation, { access: 'authenticated', consumerAct: false }, async (request, reply) => {
    const resumed = await service.end(request);
    if (resumed) setSessionCookie(request, reply, resumed.token, resumed.maxAgeSeconds);
    else clearSessionCookie(request, reply);
    return { returnedToAdmin: !!resumed, token: resumed?.token ?? null };
  });
};
