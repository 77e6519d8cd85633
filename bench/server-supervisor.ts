// One server process on a fixed port that a bench may kill (SIGKILL) and start again, as a process
// supervisor would; a process that ends by itself is noted and started again too.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SupervisedServer {
  url: string;
  pid: () => number | undefined;
  start: () => Promise<void>;
  kill: () => Promise<void>;
  /** Starts of a process that had ended without being killed by the bench. */
  unexpectedExits: () => number;
  /** The end of what such a process wrote to stderr, each time. */
  unexpectedExitOutput: () => string[];
  stop: () => Promise<void>;
}

export interface SuperviseOptions {
  /** Node options before the script (diagnostics: --heapsnapshot-signal, --cpu-prof). */
  nodeArgs?: string[];
  /** Each line the server writes to standard output (its log); unread otherwise. */
  onStdoutLine?: (line: string) => void;
}

export function superviseServer(
  mainJs: string,
  port: number,
  env: Record<string, string>,
  options: SuperviseOptions = {},
): SupervisedServer {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let unexpected = 0;
  const unexpectedOutput: string[] = [];
  let stderr = '';
  let restarting: Promise<void> | undefined;
  let killing = false;
  const exited = (c: ChildProcess) =>
    c.exitCode !== null || c.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => c.once('exit', () => resolve()));

  async function startOnce() {
    const c = spawn(process.execPath, ['--enable-source-maps', ...(options.nodeArgs ?? []), mainJs], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', options.onStdoutLine ? 'pipe' : 'ignore', 'pipe'],
    });
    if (options.onStdoutLine && c.stdout) {
      const onLine = options.onStdoutLine;
      createInterface({ input: c.stdout }).on('line', onLine);
    }
    stderr = '';
    c.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    child = c;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (c.exitCode !== null) throw new Error(`server exited with ${c.exitCode}: ${stderr.slice(-600)}`);
      try {
        if ((await fetch(`${url}/api/health`)).status === 200) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function start() {
    // A start can fail while the database is down; keep trying as a supervisor would.
    for (let attempt = 1; ; attempt++) {
      try {
        await startOnce();
        const c = child as ChildProcess;
        c.once('exit', () => {
          if (killing || child !== c) return;
          unexpected += 1;
          // The exit may come before the last output is read.
          restarting = new Promise((r) => setTimeout(r, 200)).then(() => {
            unexpectedOutput.push(stderr.slice(-1500));
            return start();
          });
        });
        return;
      } catch (err) {
        if (attempt >= 30) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  return {
    url,
    pid: () => child?.pid,
    start,
    async kill() {
      await restarting;
      if (!child) return;
      killing = true;
      child.kill('SIGKILL');
      await exited(child);
      killing = false;
    },
    unexpectedExits: () => unexpected,
    unexpectedExitOutput: () => unexpectedOutput,
    async stop() {
      await restarting;
      if (!child) return;
      killing = true;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
