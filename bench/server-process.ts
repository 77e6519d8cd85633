import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../apps/server/scripts/cluster/app-process';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** Starts a server process and waits until `readyPath` answers. */
export async function startServer(
  args: string[],
  env: Record<string, string>,
  readyPath = '/api/health',
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // Migrating and seeding the demo data took over two minutes on two cores shared with other work.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + readyPath)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Left running, it would hold its port and its share of the machine after the bench gave up.
      child.kill('SIGTERM');
      throw new Error(`${args.join(' ')} did not start`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
