import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Certificate } from './certificate';

const searchPath = ['/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin', '/sbin'];

function findNginx(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), ...searchPath];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * Debian's nginx binary; installed with apt-get when it is missing and we may (root, or sudo without
 * a password). Only the binary is used: the system nginx service is neither started nor touched.
 */
export function ensureNginx(log: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  const asRoot = process.getuid?.() === 0;
  const apt = asRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  log('nginx is not installed: installing it with apt-get (Debian package nginx)...');
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync(apt[0] as string, [...apt.slice(1), 'install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env,
    });
  } catch (err) {
    throw new Error(
      `nginx is missing and could not be installed (${(err as Error).message}); run: sudo apt-get install -y nginx`,
    );
  }
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx but no nginx binary was found');
  return installed;
}

/**
 * The proxy's configuration: TLS on loopback, round robin over the app processes. It appends the
 * connecting address to X-Forwarded-For (the app trusts exactly this one hop, so a value the client
 * sent itself is never taken as its address) and says the request came over https.
 */
function nginxConfig(opts: { stateDir: string; port: number; upstreams: number[]; cert: Certificate }) {
  const s = opts.stateDir;
  return `# Written by the cluster script; a private nginx, not the system service.
worker_processes 1;
pid ${s}/nginx.pid;
error_log ${s}/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log ${s}/nginx-access.log;
  client_body_temp_path ${s}/nginx-tmp/body;
  proxy_temp_path ${s}/nginx-tmp/proxy;
  fastcgi_temp_path ${s}/nginx-tmp/fastcgi;
  uwsgi_temp_path ${s}/nginx-tmp/uwsgi;
  scgi_temp_path ${s}/nginx-tmp/scgi;
  server_tokens off;
  client_max_body_size 60m;
  upstream app {
${opts.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${opts.port} ssl;
    ssl_certificate ${opts.cert.certFile};
    ssl_certificate_key ${opts.cert.keyFile};
    ssl_protocols TLSv1.2 TLSv1.3;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Live updates (server-sent events) pass through at once; answers are small or streamed.
      proxy_buffering off;
      proxy_read_timeout 1h;
      # Which process answered: the cluster test shows a session moving between them.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface RunningProxy {
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground with its own configuration, pid file and logs in `stateDir`. */
export function startNginx(
  binary: string,
  opts: { stateDir: string; port: number; upstreams: number[]; cert: Certificate },
): RunningProxy {
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(opts.stateDir, 'nginx-tmp', dir), { recursive: true });
  }
  // Run as root, nginx's workers drop to nobody and must still reach their buffer directories.
  chmodSync(opts.stateDir, 0o755);
  chmodSync(path.join(opts.stateDir, 'nginx-tmp'), 0o1777);
  const confFile = path.join(opts.stateDir, 'nginx.conf');
  writeFileSync(confFile, nginxConfig(opts));
  const child = spawn(
    binary,
    [
      '-p',
      opts.stateDir,
      '-e',
      path.join(opts.stateDir, 'nginx-error.log'),
      '-c',
      confFile,
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  child.once('exit', (code) => {
    if (code && code !== 0) process.stderr.write(`nginx exited with ${code}: ${stderr}\n`);
  });
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // QUIT: graceful; nginx removes its pid file itself.
        child.kill('SIGQUIT');
      }),
  };
}
