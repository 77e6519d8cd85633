import {
  checkCompanySignupLink,
  completeCompanySignup,
  startCompanySignup,
} from '@app/contracts/endpoints/company-signup.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import { setSessionCookie } from '../auth/session-cookie';
import type { CompanySignupService } from './company-signup.service';

/** Public: a company signs up for the White Label plan. Rate limited per address like sign-in. */
export const companySignupRoutes: FastifyPluginAsyncZod<{
  service: CompanySignupService;
  perIpPerMinute: number;
}> = async (app, { service, perIpPerMinute }) => {
  const rateLimit = { max: perIpPerMinute, timeWindow: '1 minute' };
  serve(app, startCompanySignup, { access: 'public', rateLimit }, async (request, reply) =>
    reply.status(202).send(await service.start(request.body.email)),
  );
  serve(app, checkCompanySignupLink, { access: 'public', rateLimit }, async (request) =>
    service.checkLink(request.body.token),
  );
  serve(app, completeCompanySignup, { access: 'public', rateLimit }, async (request, reply) => {
    const { organization, session } = await service.complete(request.body, originOf(request));
    setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
    return reply.status(201).send({ organization, token: session.token, secondFactor: 'enroll' as const });
  });
};
