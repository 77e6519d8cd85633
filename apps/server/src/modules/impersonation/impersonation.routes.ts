import { apiError } from '@app/contracts/common/api-error';
import {
  endImpersonationResponse,
  impersonationStatus,
  startImpersonationRequest,
  startImpersonationResponse,
} from '@app/contracts/impersonation.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, setSessionCookie } from '../auth/session-cookie';
import type { ImpersonationService } from './impersonation.service';

const tags = ['impersonation'];

export const impersonationRoutes: FastifyPluginAsyncZod<{ service: ImpersonationService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/admin/impersonation',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'startImpersonation',
        summary: 'Test as Client: a 30-minute session as the client, for an admin who gave the second factor',
        tags,
        body: startImpersonationRequest,
        response: {
          201: startImpersonationResponse,
          403: apiError.describe('No second factor in this session, or already testing as a client'),
          409: apiError.describe('The client has not accepted the invitation yet'),
        },
      },
    },
    async (request, reply) => {
      const { session, status } = await service.start(request, request.body.userId);
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      reply.status(201);
      return status;
    },
  );

  app.get(
    '/api/impersonation',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getImpersonation',
        summary: 'Whether this session is an admin testing as the client (the banner)',
        tags,
        response: { 200: impersonationStatus },
      },
    },
    async (request) => service.status(request),
  );

  app.delete(
    '/api/impersonation',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'endImpersonation',
        summary: 'Return to admin: end the test session and resume the admin’s own',
        tags,
        response: { 200: endImpersonationResponse, 409: apiError.describe('Not a test session') },
      },
    },
    async (request, reply) => {
      const resumed = await service.end(request);
      if (resumed) setSessionCookie(request, reply, resumed.token, resumed.maxAgeSeconds);
      else clearSessionCookie(request, reply);
      return { returnedToAdmin: !!resumed, token: resumed?.token ?? null };
    },
  );
};
