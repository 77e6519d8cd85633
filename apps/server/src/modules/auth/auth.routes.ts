import { resetPassword, signIn, signOut } from '@app/contracts/endpoints/auth.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
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

  serve(app, signIn, { access: 'public', rateLimit }, async (request, reply) => {
    const { token, maxAgeSeconds, user, requiresPasswordReset, secondFactor } = await service.login(
      request.body,
      meta(request),
      request.organizationId,
    );
    setSessionCookie(request, reply, token, maxAgeSeconds);
    return { token, user, requiresPasswordReset, secondFactor };
  });

  serve(
    app,
    signOut,
    {
      access: 'authenticated',
      consumerAct: false,
      rateLimit,
      allowPendingPasswordReset: true,
      allowPendingSecondFactor: true,
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.logout(user.id, request.sessionTokenHash as string, meta(request));
      clearSessionCookie(request, reply);
      return { success: true as const };
    },
  );

  serve(
    app,
    resetPassword,
    {
      access: 'authenticated',
      consumerAct: 'credentials',
      rateLimit,
      allowPendingPasswordReset: true,
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
