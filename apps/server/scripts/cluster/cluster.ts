// `npm run cluster`: two server processes on one PostgreSQL and Redis behind nginx with TLS on
// loopback (https://localhost:8443), the multi-process set-up the cluster test checks.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase } from './database';
import { startCluster } from './start-cluster';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const stateDir = path.join(repoRoot, 'data', 'cluster');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/credit_repair_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const httpsPort = Number(process.env.CLUSTER_PORT ?? 8443);

/** The key every process shares, kept beside the cluster's other state so a restart reads old data. */
function encryptionKey() {
  if (process.env.ENCRYPTION_KEY) return process.env.ENCRYPTION_KEY;
  const file = path.join(stateDir, 'encryption.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const built = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].every((f) =>
  existsSync(path.join(repoRoot, f)),
);
if (!built) {
  console.log('No build found: building the web app and the server (once)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
mkdirSync(stateDir, { recursive: true });
const created = await ensureDatabase(databaseUrl);
const cluster = await startCluster({
  databaseUrl,
  redisUrl,
  httpsPort,
  stateDir,
  encryptionKey: encryptionKey(),
  server: 'built',
  seedDemo: created,
  log: (line) => console.log(line),
}).catch((err: Error) => {
  console.error(`The cluster did not start: ${err.message}`);
  process.exit(1);
});
console.log(`\nOpen ${cluster.url} (self-signed certificate: ${path.join(stateDir, 'localhost.crt')}).`);
if (created)
  console.log('Demo accounts seeded into the new database (see README). Ctrl-C stops the cluster.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the proxy and the app processes...');
    void cluster.stop().then(() => process.exit(0));
  });
}
for (const app of cluster.apps) {
  app.process.once('exit', (code) => {
    if (stopping) return;
    console.error(`An app process ended (${code}); see ${app.logFile}. Stopping the cluster.`);
    stopping = true;
    void cluster.stop().then(() => process.exit(1));
  });
}
