import {
  confirmMfaEnrollment,
  getSecondFactorStatus,
  startMfaEnrollment,
  verifySecondFactor,
} from '@app/contracts/endpoints/auth.endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { SecondFactorService } from './second-factor.service';
import { setSessionCookie } from './session-cookie';

export interface SecondFactorRoutesOptions {
  service: SecondFactorService;
  perIpPerMinute: number;
}

const meta = originOf;

const caller = (request: FastifyRequest) => ({
  user: currentUser(request),
  tokenHash: request.sessionTokenHash as string,
  secondFactorPending: request.secondFactorPending,
});

// Reachable before the second factor is given (that is their purpose), and before a temporary
// password is replaced: the second factor comes first.
const beforeSecondFactor = { allowPendingSecondFactor: true, allowPendingPasswordReset: true } as const;

export const secondFactorRoutes: FastifyPluginAsyncZod<SecondFactorRoutesOptions> = async (
  app,
  { service, perIpPerMinute },
) => {
  const rateLimit = { max: perIpPerMinute, timeWindow: '1 minute' };

  serve(app, getSecondFactorStatus, { access: 'authenticated', ...beforeSecondFactor }, async (request) =>
    service.status(caller(request)),
  );

  serve(
    app,
    startMfaEnrollment,
    { access: 'signInAsTeam', consumerAct: 'credentials', rateLimit, ...beforeSecondFactor },
    async (request) => service.startEnrollment(caller(request), request.body?.password, meta(request)),
  );

  serve(
    app,
    confirmMfaEnrollment,
    { access: 'signInAsTeam', consumerAct: 'credentials', rateLimit, ...beforeSecondFactor },
    async (request, reply) => {
      const { session, ...answer } = await service.confirmEnrollment(
        caller(request),
        request.body.code,
        meta(request),
      );
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return { ...answer, token: session.token };
    },
  );

  serve(
    app,
    verifySecondFactor,
    { access: 'signInAsTeam', consumerAct: 'credentials', rateLimit, ...beforeSecondFactor },
    async (request, reply) => {
      const { session, ...answer } = await service.verify(caller(request), request.body, meta(request));
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return { ...answer, token: session.token };
    },
  );
};
