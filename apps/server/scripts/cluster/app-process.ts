import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

/** A port nobody listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface AppProcess {
  port: number;
  logFile: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** One server process on loopback, its output (JSON log lines) written to `logFile`. */
export function startAppProcess(opts: {
  command: string[];
  cwd: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
}): AppProcess {
  const [bin, ...args] = opts.command as [string, ...string[]];
  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(bin, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return {
    port: opts.port,
    logFile: opts.logFile,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // The server finishes requests in flight within 10 s; a stuck one is killed after 13 s.
        const force = setTimeout(() => child.kill('SIGKILL'), 13_000);
        child.once('exit', () => {
          clearTimeout(force);
          log.end(() => resolve());
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Waits until `url` answers 200, or fails when the process ends first or `timeoutMs` passes. */
export async function waitUntilReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  fetchFn: (u: string) => Promise<{ status: number }> = fetch,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended with ${child.exitCode}`);
    try {
      if ((await fetchFn(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
