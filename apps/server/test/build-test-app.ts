import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { createSecretBox } from '../src/platform/crypto/secret-box';

/** The real app on a test database, quiet, with no web build and generous per-IP limits. */
export async function buildTestApp(database: DatabaseHandle, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LEAD_RATE_LIMIT_PER_HOUR: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, secretBox: createSecretBox(randomBytes(32)) });
  await app.ready();
  return app;
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
