import { apiError } from '@app/contracts/common/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const status = z.object({ status: z.string() });
const quietLevels = ['silent', 'fatal', 'error'] as const;
type QuietLevel = (typeof quietLevels)[number];

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<unknown> }> = async (
  app,
  { ping },
) => {
  // Probes call these every few seconds: log them only when something is wrong, never above the app's level.
  const level = app.log.level as QuietLevel;
  const logLevel = quietLevels.includes(level) ? level : 'warn';
  const config = { access: 'public' as const };

  app.get(
    '/api/health',
    {
      config,
      logLevel,
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness: the process answers',
        tags: ['health'],
        response: { 200: status },
      },
    },
    async () => ({ status: 'ok' }),
  );

  // Ready only while the database answers; a load balancer stops sending traffic otherwise.
  app.get(
    '/api/ready',
    {
      config,
      logLevel,
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness: the database answers',
        tags: ['health'],
        response: { 200: status, 503: apiError.describe('The database does not answer') },
      },
    },
    async () => {
      await ping();
      return { status: 'ready' };
    },
  );
};
