import { apiError } from '@app/contracts/common/api-error';
import {
  forgotPasswordRequest,
  forgotPasswordResponse,
  passwordLinkCheckRequest,
  passwordLinkCheckResponse,
  passwordLinkRequest,
  passwordLinkResponse,
} from '@app/contracts/password-links.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../platform/auth/request-origin';
import type { PasswordLinksService } from './password-links.service';

export interface PasswordLinksRoutesOptions {
  service: PasswordLinksService;
  perIpPerMinute: number;
}

export const passwordLinksRoutes: FastifyPluginAsyncZod<PasswordLinksRoutesOptions> = async (
  app,
  { service, perIpPerMinute },
) => {
  const rateLimit = { max: perIpPerMinute, timeWindow: '1 minute' };
  const invalid = apiError.describe('The link has expired or was already used, or the password is too weak');

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'E-mail a one-time link to choose a new password (same answer for any address)',
        tags: ['auth'],
        body: forgotPasswordRequest,
        response: {
          200: forgotPasswordResponse,
          429: apiError.describe('Too many requests for this address or from this network address'),
        },
      },
    },
    (request) => service.requestReset(request.body, originOf(request)),
  );

  app.post(
    '/api/auth/password-link/check',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'checkPasswordLink',
        summary: 'Whether a reset or invitation link still works, and whose rules apply',
        tags: ['auth'],
        body: passwordLinkCheckRequest,
        response: { 200: passwordLinkCheckResponse, 400: invalid },
      },
    },
    (request) => service.checkLink(request.body.token),
  );

  app.post(
    '/api/auth/password-link',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'usePasswordLink',
        summary: 'Choose a password with a one-time link; ends every session of the person',
        tags: ['auth'],
        body: passwordLinkRequest,
        response: { 200: passwordLinkResponse, 400: invalid },
      },
    },
    (request) => service.usePasswordLink(request.body, originOf(request)),
  );
};
