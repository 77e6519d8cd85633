import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const status = z.object({ status: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<unknown> }> = async (
  app,
  { ping },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: { tags: ['health'], response: { 200: status } },
    },
    async () => ({ status: 'ok' }),
  );

  // Ready only while the database answers; a load balancer stops sending traffic otherwise.
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      logLevel: 'warn',
      schema: { tags: ['health'], response: { 200: status } },
    },
    async () => {
      await ping();
      return { status: 'ready' };
    },
  );
};
