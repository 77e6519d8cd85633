// Lints the OpenAPI document the server answers at /api/docs/json with Spectral's `spectral:oas`
// rules, failing on any warning: the document is what client generators are given.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';
import { selectAi } from '../src/integrations/ai/select-ai';
import { selectPostal } from '../src/integrations/postal/select-postal';
import { createSecretBox } from '../src/platform/crypto/secret-box';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const spectral = fileURLToPath(import.meta.resolve('@stoplight/spectral-cli'));

// Built-in adapters, and a pool that is never used: the document comes from the route schemas alone,
// and a pool connects only at its first query (starting PGlite would cost seconds for nothing).
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' });
const database = openPostgres({ url: 'postgres://127.0.0.1:1/unused', poolSize: 1 });
const app = await buildApp({
  config,
  database,
  secretBox: createSecretBox(randomBytes(32)),
  ai: selectAi(config),
  postal: selectPostal(config),
});
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
let status = 1;
try {
  await app.ready();
  const document = app.swagger() as { paths: Record<string, object> };
  const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  console.log(`OpenAPI document: ${operations} operations`);
  const lint = spawnSync(
    process.execPath,
    [spectral, 'lint', file, '--ruleset', path.join(serverDir, '.spectral.yaml'), '--fail-severity=warn'],
    { stdio: 'inherit' },
  );
  status = lint.status ?? 1;
} finally {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
