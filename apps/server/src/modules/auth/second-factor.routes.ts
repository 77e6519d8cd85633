import {
  mfaCodeRequest,
  mfaEnrolledResponse,
  mfaEnrollmentRequest,
  mfaEnrollmentResponse,
  mfaVerifyRequest,
  mfaVerifyResponse,
  secondFactorStatus,
} from '@app/contracts/auth.contract';
import { apiError } from '@app/contracts/common/api-error';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
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

  app.get(
    '/api/auth/mfa',
    {
      config: { access: 'authenticated', ...beforeSecondFactor },
      schema: {
        operationId: 'getSecondFactorStatus',
        summary: 'Whether the second factor is enrolled, required, or pending for this session',
        tags: ['auth'],
        response: { 200: secondFactorStatus },
      },
    },
    async (request) => service.status(caller(request)),
  );

  app.post(
    '/api/auth/mfa/enrollment',
    {
      config: { access: 'admin', consumerAct: 'credentials', rateLimit, ...beforeSecondFactor },
      schema: {
        operationId: 'startMfaEnrollment',
        summary: 'Start enrolling an authenticator app: its secret and QR code',
        description:
          'From a complete session the password is asked again; right after a password sign-in it is not.',
        tags: ['auth'],
        body: mfaEnrollmentRequest.nullish(),
        response: {
          200: mfaEnrollmentResponse,
          400: apiError.describe('The password is missing or wrong'),
          409: apiError.describe('The second factor is already enabled'),
        },
      },
    },
    async (request) => service.startEnrollment(caller(request), request.body?.password, meta(request)),
  );

  app.post(
    '/api/auth/mfa/enrollment/confirm',
    {
      config: { access: 'admin', consumerAct: 'credentials', rateLimit, ...beforeSecondFactor },
      schema: {
        operationId: 'confirmMfaEnrollment',
        summary: 'Confirm the enrolment with a first code; answers the recovery codes',
        tags: ['auth'],
        body: mfaCodeRequest,
        response: {
          200: mfaEnrolledResponse,
          409: apiError.describe('Already enabled, or enrolment not started'),
        },
      },
    },
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

  app.post(
    '/api/auth/mfa/verify',
    {
      config: { access: 'admin', consumerAct: 'credentials', rateLimit, ...beforeSecondFactor },
      schema: {
        operationId: 'verifySecondFactor',
        summary: 'Give the second factor (a code or a recovery code) after the password',
        tags: ['auth'],
        body: mfaVerifyRequest,
        response: {
          200: mfaVerifyResponse,
          409: apiError.describe('No second factor is pending, or none is enabled'),
        },
      },
    },
    async (request, reply) => {
      const { session, ...answer } = await service.verify(caller(request), request.body, meta(request));
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return { ...answer, token: session.token };
    },
  );
};
