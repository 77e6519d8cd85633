import { getHealth, getReadiness } from '@app/contracts/endpoints/health.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/http/serve';

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

  serve(app, getHealth, config, async () => ({ status: 'ok' }), { logLevel });
  serve(
    app,
    getReadiness,
    config,
    async () => {
      await ping();
      return { status: 'ready' };
    },
    { logLevel },
  );
};
