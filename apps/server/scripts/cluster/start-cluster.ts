import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppProcess, freePort, startAppProcess, waitUntilReady } from './app-process';
import { selfSignedCertificate } from './certificate';
import { httpsRequest } from './https-client';
import { ensureNginx, type RunningProxy, startNginx } from './nginx';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

const serverCommands = {
  /** The build `npm start` runs (npm run cluster). */
  built: [process.execPath, '--enable-source-maps', 'dist/main.js'],
  /** The sources through tsx: the unit tests run before the build. */
  source: [process.execPath, '--import', 'tsx', 'src/main.ts'],
};

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  /** The proxy's TLS port on 127.0.0.1. */
  httpsPort: number;
  /** Where the certificate, nginx's configuration and pid, and every log go. */
  stateDir: string;
  /** One key for all processes: each must open what the others sealed. */
  encryptionKey: string;
  server: keyof typeof serverCommands;
  processes?: number;
  /** Demo accounts, by the first process only (the database is fresh). */
  seedDemo?: boolean;
  /** Further settings for every process (the test shortens job intervals and limits). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Cluster {
  url: string;
  /** The self-signed certificate clients must trust. */
  ca: Buffer;
  apps: AppProcess[];
  stop: () => Promise<void>;
}

/**
 * Two (or more) server processes on one PostgreSQL and Redis behind nginx terminating TLS on loopback.
 * The app trusts exactly one proxy hop (TRUST_PROXY=1), so it sees https and the client's address.
 * `npm run cluster` and the cluster test both start it here.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const log = opts.log ?? (() => {});
  mkdirSync(opts.stateDir, { recursive: true });
  const nginx = ensureNginx(log);
  const cert = selfSignedCertificate(opts.stateDir);
  const ca = readFileSync(cert.certFile);
  const url = `https://localhost:${opts.httpsPort}`;
  const count = opts.processes ?? 2;
  const apps: AppProcess[] = [];
  let proxy: RunningProxy | undefined;
  const stop = async () => {
    await proxy?.stop();
    await Promise.all(apps.map((a) => a.stop()));
  };
  try {
    // Started together: migrations take an advisory lock and the product content is inserted once.
    for (let i = 1; i <= count; i++) {
      const port = await freePort();
      const dataDir = path.join(opts.stateDir, `app-${i}`);
      mkdirSync(dataDir, { recursive: true });
      apps.push(
        startAppProcess({
          command: serverCommands[opts.server],
          cwd: serverDir,
          port,
          logFile: path.join(opts.stateDir, `app-${i}.log`),
          env: {
            DATABASE_URL: opts.databaseUrl,
            REDIS_URL: opts.redisUrl,
            TRUST_PROXY: '1',
            PUBLIC_URL: url,
            ENCRYPTION_KEY: opts.encryptionKey,
            DATA_DIR: dataDir,
            SEED_DEMO: i === 1 && opts.seedDemo ? 'true' : 'false',
            ...opts.env,
          },
        }),
      );
      log(`app process ${i}: 127.0.0.1:${port}, log ${path.join(opts.stateDir, `app-${i}.log`)}`);
    }
    await Promise.all(
      apps.map((a) => waitUntilReady(`http://127.0.0.1:${a.port}/api/ready`, a.process, 90_000)),
    );
    proxy = startNginx(nginx, {
      stateDir: opts.stateDir,
      port: opts.httpsPort,
      upstreams: apps.map((a) => a.port),
      cert,
    });
    const ready = (u: string) => httpsRequest(u, { ca }).then((r) => ({ status: r.status }));
    await waitUntilReady(`${url}/api/ready`, proxy.process, 15_000, ready);
    log(
      `nginx: ${url} (TLS, certificate ${cert.certFile}), log ${path.join(opts.stateDir, 'nginx-error.log')}`,
    );
    return { url, ca, apps, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
