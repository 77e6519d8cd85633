import {
  checkPasswordLink,
  requestPasswordReset,
  usePasswordLink,
} from '@app/contracts/endpoints/auth.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
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

  serve(app, requestPasswordReset, { access: 'public', rateLimit }, (request) =>
    service.requestReset(request.body, originOf(request), request.organizationId),
  );

  serve(app, checkPasswordLink, { access: 'public', rateLimit }, (request) =>
    service.checkLink(request.body.token),
  );

  serve(app, usePasswordLink, { access: 'public', rateLimit }, (request) =>
    service.usePasswordLink(request.body, originOf(request)),
  );
};
