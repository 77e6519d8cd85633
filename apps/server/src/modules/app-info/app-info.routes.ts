import { type AppInfo, appInfo } from '@app/contracts/app-info.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const appInfoRoutes: FastifyPluginAsyncZod<{ info: AppInfo }> = async (app, { info }) => {
  app.get(
    '/api/app-info',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getAppInfo',
        summary: 'Company name, support contact and the integrations in use',
        tags: ['health'],
        response: { 200: appInfo },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return info;
    },
  );
};
