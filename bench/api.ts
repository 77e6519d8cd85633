import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatResult, type LoadResult, measure } from './load';
import { type RunningServer, startServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');

function ensureServerBuilt() {
  if (existsSync(serverMain)) return;
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

async function signInToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@example.com', password: 'DemoClient#2026', loginType: 'client' }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

function ratiosToHealth(label: string, results: LoadResult[]) {
  const [health, ...reads] = results;
  if (!health) return [];
  return reads.map((r) => `${label}: ${r.name.split(': ')[1]} / health = ${(r.rps / health.rps).toFixed(3)}`);
}

/** Extra measurements later issues hang on a running server (their own routes). */
export type ExtraRoutes = (server: RunningServer, auth: Record<string, string>) => Promise<LoadResult[]>;

async function benchOurServer(label: string, env: Record<string, string>, extra?: ExtraRoutes) {
  const server = await startServer(['--enable-source-maps', serverMain], env);
  try {
    const auth = { authorization: `Bearer ${await signInToken(server.url)}` };
    const results = [
      await measure(`${label}: GET /api/health`, `${server.url}/api/health`),
      await measure(
        `${label}: GET /api/users/current (authenticated)`,
        `${server.url}/api/users/current`,
        auth,
      ),
      ...(extra ? await extra(server, auth) : []),
    ];
    return { results, token: auth.authorization.slice(7) };
  } finally {
    await server.stop();
  }
}

export async function runApiBench(extra?: ExtraRoutes): Promise<string[]> {
  ensureServerBuilt();
  const lines: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  try {
    const embedded = await benchOurServer('PGlite', { DATA_DIR: dataDir, NODE_ENV: 'development' }, extra);
    lines.push(...embedded.results.map(formatResult), ...ratiosToHealth('PGlite', embedded.results));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    lines.push(
      'PostgreSQL: skipped (set TEST_DATABASE_URL to include it and the bare Fastify + pg baseline)',
    );
    return lines;
  }
  const name = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  try {
    const ours = await benchOurServer(
      'PostgreSQL',
      { DATABASE_URL: dbUrl.toString(), SEED_DEMO: 'true', DATA_DIR: tmpdir() },
      extra,
    );
    lines.push(...ours.results.map(formatResult), ...ratiosToHealth('PostgreSQL', ours.results));
    const baseline = await startServer(
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'baseline-server.ts'],
      {
        DATABASE_URL: dbUrl.toString(),
      },
      '/api/users/current',
    );
    try {
      const base = await measure(
        'Baseline bare Fastify + pg: GET /api/users/current',
        `${baseline.url}/api/users/current`,
        { authorization: `Bearer ${ours.token}` },
      );
      lines.push(formatResult(base));
      const current = ours.results[1];
      if (current) {
        const ratio = current.rps / base.rps;
        lines.push(`PostgreSQL: our authenticated read / baseline = ${ratio.toFixed(3)} (goal >= 0.70)`);
      }
    } finally {
      await baseline.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return lines;
}
