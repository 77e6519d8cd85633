import {
  loginRequest,
  loginResponse,
  okResponse,
  passwordChangedResponse,
  resetPasswordRequest,
} from '@app/contracts/auth.contract';
import { apiError } from '@app/contracts/common/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import type { AuthService } from './auth.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export interface AuthRoutesOptions {
  service: AuthService;
  perIpPerMinute: number;
}

const meta = originOf;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { service, perIpPerMinute },
) => {
  const rateLimit = { max: perIpPerMinute, timeWindow: '1 minute' };

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'signIn',
        summary: 'Sign in with email and password',
        tags: ['auth'],
        body: loginRequest,
        response: {
          200: loginResponse,
          401: apiError.describe('Wrong email or password'),
          403: apiError.describe('Not an admin account (admin sign-in), or a cross-site request'),
          429: apiError.describe('Too many attempts: the account or this address must wait'),
        },
      },
    },
    async (request, reply) => {
      const { token, maxAgeSeconds, user, requiresPasswordReset, secondFactor } = await service.login(
        request.body,
        meta(request),
      );
      setSessionCookie(request, reply, token, maxAgeSeconds);
      return { token, user, requiresPasswordReset, secondFactor };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: {
        access: 'authenticated',
        consumerAct: false,
        rateLimit,
        allowPendingPasswordReset: true,
        allowPendingSecondFactor: true,
      },
      schema: {
        operationId: 'signOut',
        summary: 'Sign out: end this session',
        tags: ['auth'],
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.logout(user.id, request.sessionTokenHash as string, meta(request));
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: {
        access: 'authenticated',
        consumerAct: 'credentials',
        rateLimit,
        allowPendingPasswordReset: true,
      },
      schema: {
        operationId: 'resetPassword',
        summary: 'Change the password, or replace a temporary one',
        tags: ['auth'],
        body: resetPasswordRequest,
        response: { 200: passwordChangedResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const session = await service.resetPassword(
        user,
        request.sessionTokenHash as string,
        request.body,
        meta(request),
      );
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      return { success: true as const, token: session.token };
    },
  );
};
