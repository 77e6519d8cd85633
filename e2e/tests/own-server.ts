import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// For tests that need a server of their own, configured differently from the shared one.

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function waitUntil(check: () => Promise<boolean> | boolean, withinMs: number) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/**
 * A data directory of the test's own holding the demo data as seeded before the run began (the
 * playwright config makes it once, with seeded-data.mjs): a server starts on it in a third of the
 * time an empty one takes.
 */
export function seededDataCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'credit-repair-own-'));
  cpSync(process.env.E2E_SEEDED_DIR as string, dir, { recursive: true });
  return dir;
}

/** The built server on a fresh copy of the demo data, with these settings added. */
export async function startOwnServer(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: seededDataCopy(),
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_MFA: 'optional',
      ...env,
    },
  });
  if (!(await waitUntil(() => answers(`${base}/api/health`), 90_000))) {
    server.kill('SIGKILL');
    throw new Error('the server of this test did not start');
  }
  return { base, stop: () => server.kill('SIGTERM') };
}

const faketimeLibrary = '/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1';

/**
 * The same, on a clock the test moves: libfaketime reads the offset ('+10d', '+36000s') from a file
 * at every call, so `setClock` moves the server's time (and its timers) while it runs.
 */
export async function startOwnServerWithClock(env: Record<string, string> = {}) {
  const clock = path.join(mkdtempSync(path.join(tmpdir(), 'credit-repair-clock-')), 'offset');
  writeFileSync(clock, '+0');
  const server = await startOwnServer({
    LD_PRELOAD: faketimeLibrary,
    FAKETIME_TIMESTAMP_FILE: clock,
    FAKETIME_NO_CACHE: '1',
    ...env,
  });
  return { ...server, setClock: (offset: string) => writeFileSync(clock, offset) };
}
