import type { AppInfo } from '@app/contracts/app-info.contract';
import { getAppInfo } from '@app/contracts/endpoints/app-info.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';

type Branding = Pick<AppInfo, 'companyName' | 'supportEmail'>;

/**
 * The company the pages show: the request's organization (a visitor's by the host name they came
 * to), so a White Label company's sign-in and landing pages carry its name, not the platform's.
 */
export const appInfoRoutes: FastifyPluginAsyncZod<{
  info: AppInfo;
  brandingOf: (organizationId: number) => Promise<Branding | undefined>;
}> = async (app, { info, brandingOf }) => {
  serve(app, getAppInfo, { access: 'public' }, async (request, reply) => {
    // Each host has its own address, so a shared cache keeps each organization's answer apart.
    reply.header('cache-control', 'public, max-age=300');
    return { ...info, ...(await brandingOf(request.organizationId)) };
  });
};
