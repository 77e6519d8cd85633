import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { selectAi } from '../src/integrations/ai/select-ai';
import { selectPostal } from '../src/integrations/postal/select-postal';
import { createSecretBox, type SecretBox } from '../src/platform/crypto/secret-box';

/** The real app on a test database, quiet, with no web build and generous per-IP limits. */
export async function buildTestApp(
  database: DatabaseHandle & { secretBox?: SecretBox },
  env: Record<string, string> = {},
  /** Where log lines go, for tests that read them (with LOG_LEVEL set in env). */
  logStream?: { write(line: string): void },
) {
  // Each app writes its mail whole to its own folder, where tests read the links the person gets.
  const devMaildir = env.DEV_MAILDIR ?? mkdtempSync(path.join(tmpdir(), 'test-maildir-'));
  const config = loadConfig({
    DEV_MAILDIR: devMaildir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    LEAD_RATE_LIMIT_PER_HOUR: '100000',
    SUPPORT_CHAT_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const secretBox = database.secretBox ?? createSecretBox(randomBytes(32));
  const app = await buildApp({
    config,
    database,
    secretBox,
    ai: selectAi(config),
    postal: selectPostal(config),
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return Object.assign(app, { devMaildir });
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
