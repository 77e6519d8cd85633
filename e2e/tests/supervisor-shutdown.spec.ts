import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { answers, freePort, repoRoot, seededDataCopy, waitUntil } from './own-server';

// A supervisor (a CI runner, a process manager) starts `npm start` with piped output, stops
// reading the pipes, loads the server, then signals the process group and goes away. The group
// must end within 15 s, a second signal must not start a second shutdown, and a reader that does
// not read must never hold up requests.

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

let supervised: ChildProcess | undefined;
test.afterEach(() => {
  if (supervised?.pid && groupAlive(supervised.pid)) process.kill(-supervised.pid, 'SIGKILL');
});

// `npm start` and the script it runs, started directly (as a process manager may).
const starts = [
  { name: 'npm start', command: 'npm', args: ['start'] },
  { name: 'node scripts/start.mjs', command: process.execPath, args: ['scripts/start.mjs'] },
];

for (const start of starts) {
  test(`${start.name} ends within 15 s of SIGTERM even when nobody reads its output`, async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    supervised = spawn(start.command, start.args, {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: seededDataCopy(),
        JOBS_ENABLED: 'false',
        LOG_LEVEL: 'info',
      },
    });
    const { pid, stdout, stderr } = supervised as ChildProcess & { pid: number };
    const up = await waitUntil(() => answers(`${base}/api/health`), 90_000);
    expect(up, 'the server started').toBe(true);

    // The supervisor stops reading: the pipe fills after some 64 KB of log lines.
    stdout?.pause();
    stderr?.pause();
    let answered = 0;
    await Promise.all(
      Array.from({ length: 20 }, async (_, worker) => {
        for (let i = 0; i < 150; i++) {
          const res = await fetch(`${base}/api/no-such-route-${worker}-${i}`, {
            signal: AbortSignal.timeout(5_000),
          });
          await res.text();
          if (res.status === 404) answered++;
        }
      }),
    );
    expect(answered, 'every request answered while the log reader was stalled').toBe(3_000);
    const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
    expect(health.ok).toBe(true);

    const signalledAt = Date.now();
    process.kill(-pid, 'SIGTERM');
    // A second signal while shutting down must not restart or prolong it.
    setTimeout(() => groupAlive(pid) && process.kill(-pid, 'SIGINT'), 300);
    const ended = await waitUntil(() => !groupAlive(pid), 15_000);
    expect(ended, `the process group ended ${ended ? `after ${Date.now() - signalledAt} ms` : 'late'}`).toBe(
      true,
    );
  });
}
