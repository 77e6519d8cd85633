import {
  mfaCodeRequest,
  mfaEnrollmentResponse,
  mfaRecoveryCodesResponse,
  mfaVerifyRequest,
  mfaVerifyResponse,
  secondFactorStatus,
} from '@app/contracts/auth.contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import type { SecondFactorService } from './second-factor.service';

export interface SecondFactorRoutesOptions {
  service: SecondFactorService;
  perIpPerMinute: number;
}

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

  app.get(
    '/api/auth/mfa',
    {
      config: { access: 'authenticated', ...beforeSecondFactor },
      schema: { tags: ['auth'], response: { 200: secondFactorStatus } },
    },
    async (request) => service.status(caller(request)),
  );

  app.post(
    '/api/auth/mfa/enrollment',
    {
      config: { access: 'admin', rateLimit, ...beforeSecondFactor },
      schema: { tags: ['auth'], response: { 200: mfaEnrollmentResponse } },
    },
    async (request) => service.startEnrollment(caller(request)),
  );

  app.post(
    '/api/auth/mfa/enrollment/confirm',
    {
      config: { access: 'admin', rateLimit, ...beforeSecondFactor },
      schema: { tags: ['auth'], body: mfaCodeRequest, response: { 200: mfaRecoveryCodesResponse } },
    },
    async (request) => service.confirmEnrollment(caller(request), request.body.code, { ip: request.ip }),
  );

  app.post(
    '/api/auth/mfa/verify',
    {
      config: { access: 'admin', rateLimit, ...beforeSecondFactor },
      schema: { tags: ['auth'], body: mfaVerifyRequest, response: { 200: mfaVerifyResponse } },
    },
    async (request) => service.verify(caller(request), request.body, { ip: request.ip }),
  );
};
