import type { AppInfo } from '@app/contracts/app-info.contract';
import { getAppInfo } from '@app/contracts/endpoints/app-info.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';

export const appInfoRoutes: FastifyPluginAsyncZod<{ info: AppInfo }> = async (app, { info }) => {
  serve(app, getAppInfo, { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return info;
  });
};
