import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { csrfHeader, csrfHeaderValue } from '@app/contracts/auth.contract';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/cluster/app-process';
import { dropDatabase, ensureDatabase } from '../../scripts/cluster/database';
import { type HttpsAnswer, httpsRequest } from '../../scripts/cluster/https-client';
import { ensureNginx } from '../../scripts/cluster/nginx';
import { type Cluster, startCluster } from '../../scripts/cluster/start-cluster';
import { lockNamespaces } from '../db/lock-keys';

/**
 * Two server processes on one PostgreSQL and Redis behind nginx with TLS, started as `npm run cluster`
 * starts them (from the sources: unit tests run before the build). Every request goes through the proxy.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function whyNotRunnable(): Promise<string | null> {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (CI sets it)';
  try {
    ensureNginx(() => {});
  } catch (err) {
    return (err as Error).message;
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch {
    return `no Redis at ${redisUrl}`;
  } finally {
    redis.disconnect();
  }
}

const skipReason = await whyNotRunnable();
if (skipReason) console.warn(`cluster test skipped: ${skipReason}`);

const spoofed = '203.0.113.77';
const betaNewPassword = 'Cluster#Proof-2026';
const lockoutAttempts = 3;
const leadsPerHour = 4;

describe.skipIf(skipReason !== null)('two processes behind a TLS proxy', () => {
  let cluster: Cluster;
  let stateDir: string;
  let databaseUrl: string;
  let db: pg.Client;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/cluster_${randomBytes(5).toString('hex')}`;
    databaseUrl = url.toString();
    await ensureDatabase(databaseUrl);
    stateDir = mkdtempSync(path.join(tmpdir(), 'cluster-test-'));
    cluster = await startCluster({
      databaseUrl,
      redisUrl,
      httpsPort: await freePort(),
      stateDir,
      encryptionKey: randomBytes(32).toString('hex'),
      server: 'source',
      // The demo seed on purpose: the server as `npm run cluster` boots it, demo people and due work.
      seedDemo: true,
      env: {
        // Counters of its own, whatever else shares this Redis.
        REDIS_KEY_PREFIX: `cluster-test-${randomBytes(4).toString('hex')}:`,
        AUTH_RATE_LIMIT_PER_MINUTE: '100',
        LEAD_RATE_LIMIT_PER_HOUR: String(leadsPerHour),
        LOGIN_LOCKOUT_ATTEMPTS: String(lockoutAttempts),
        TRACKING_REFRESH_MINUTES: '0.1',
        MONITORING_SYNC_MINUTES: '0.1',
        BILLING_RUN_MINUTES: '0.1',
        NOTICES_MINUTES: '0.1',
        ADMIN_MFA: 'optional',
        LOG_LEVEL: 'info',
      },
    });
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  }, 60_000);

  function call(
    method: string,
    url: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<HttpsAnswer> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.cookie = `__Host-session=${opts.token}`;
    if (method !== 'GET') {
      headers.origin = cluster.url;
      headers[csrfHeader] = csrfHeaderValue;
    }
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    return httpsRequest(cluster.url + url, {
      ca: cluster.ca,
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  }
  const upstream = (r: HttpsAnswer) => String(r.headers['x-upstream']);

  async function signIn(email: string, password: string, headers: Record<string, string> = {}) {
    const res = await call('POST', '/api/auth/login', { body: { email, password }, headers });
    expect(res.status).toBe(200);
    const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('__Host-session='));
    return { res, cookie: cookie ?? '', token: cookie?.split(';')[0]?.split('=')[1] ?? '' };
  }

  it('sets the session cookie Secure with the __Host- prefix and sends HSTS', async () => {
    const { res, cookie, token } = await signIn('client@example.com', 'DemoClient#2026');
    expect(cookie).toMatch(/^__Host-session=[^;]+/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toMatch(/Domain=/i);
    expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d+/);
    // Over HTTPS the plain-HTTP cookie name is not read.
    const plain = await httpsRequest(`${cluster.url}/api/users/current`, {
      ca: cluster.ca,
      headers: { cookie: `session=${token}` },
    });
    expect(plain.status).toBe(401);
  });

  it('signs in on one process and goes on on the other', async () => {
    const { res, token } = await signIn('client@example.com', 'DemoClient#2026');
    const served = new Set([upstream(res)]);
    for (let i = 0; i < 3; i++) {
      const me = await call('GET', '/api/users/current', { token });
      expect(me.status).toBe(200);
      expect(JSON.parse(me.text).email).toBe('client@example.com');
      served.add(upstream(me));
    }
    expect(served.size).toBe(2);
  });

  it('ends a signed-out session on both processes at once', async () => {
    const { token } = await signIn('client@example.com', 'DemoClient#2026');
    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = [
      await call('GET', '/api/users/current', { token }),
      await call('GET', '/api/users/current', { token }),
    ];
    expect(after.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(after.map(upstream)).size).toBe(2);
  });

  it('ends the other sessions on both processes when the password changes', async () => {
    const first = await signIn('beta@example.com', 'DemoBeta#2026');
    const second = await signIn('beta@example.com', 'DemoBeta#2026');
    const changed = await call('POST', '/api/auth/reset-password', {
      token: first.token,
      body: { currentPassword: 'DemoBeta#2026', newPassword: betaNewPassword },
    });
    expect(changed.status).toBe(200);
    const rotated = JSON.parse(changed.text).token as string;
    const old = [first.token, first.token, second.token, second.token];
    const answers = await Promise.all(old.map((token) => call('GET', '/api/users/current', { token })));
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(new Set(answers.map(upstream)).size).toBe(2);
    const fresh = [await call('GET', '/api/users/current', { token: rotated })];
    fresh.push(await call('GET', '/api/users/current', { token: rotated }));
    expect(fresh.map((r) => r.status)).toEqual([200, 200]);
  });

  it('counts wrong passwords once across both processes (sign-in slow-down)', async () => {
    const served = new Set<string>();
    let refusedAt = 0;
    for (let attempt = 1; attempt <= 8 && !refusedAt; attempt++) {
      const res = await call('POST', '/api/auth/login', {
        body: { email: 'admin@example.com', password: 'wrong-password' },
      });
      served.add(upstream(res));
      if (res.status === 429) refusedAt = attempt;
      else expect(res.status).toBe(401);
    }
    expect(served.size).toBe(2);
    // Counted per process, the slow-down would start at the earliest at attempt 2 × 3 + 1 = 7.
    expect(refusedAt).toBeGreaterThan(lockoutAttempts);
    expect(refusedAt).toBeLessThanOrEqual(lockoutAttempts + 3);
  });

  it('counts a rate limit once across both processes, whatever X-Forwarded-For the client sends', async () => {
    const answers: HttpsAnswer[] = [];
    for (let i = 0; i <= leadsPerHour; i++) {
      answers.push(
        await call('POST', '/api/contact/lead-submission', {
          body: {},
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      );
    }
    expect(new Set(answers.map(upstream)).size).toBe(2);
    expect(answers.slice(0, leadsPerHour).map((r) => r.status)).toEqual(Array(leadsPerHour).fill(400));
    expect(answers[leadsPerHour]?.status).toBe(429);
  });

  it('writes the proxy-reported address, not a client-supplied X-Forwarded-For, in the audit log and agreements', async () => {
    const headers = { 'x-forwarded-for': spoofed };
    // Beta has no plan yet (its password was changed above).
    const { token } = await signIn('beta@example.com', betaNewPassword, headers);
    const plans = JSON.parse((await call('GET', '/api/subscription-plans')).text) as {
      id: number;
      name: string;
    }[];
    const plan = plans.find((p) => p.name === 'Elite Plan') ?? plans[0];
    const drafts = JSON.parse(
      (await call('GET', `/api/agreements/drafts?planId=${plan?.id}`, { token })).text,
    );
    const signed = await call('POST', '/api/agreements', {
      token,
      headers,
      body: {
        planId: plan?.id,
        kind: drafts[0].kind,
        sha256: drafts[0].sha256,
        typedName: 'Jordan Rivera',
        consent: true,
      },
    });
    expect(signed.status).toBe(201);
    const audit = await db.query<{ ip: string }>(
      "select distinct ip from audit_log where action like 'auth.%' and ip is not null",
    );
    expect(audit.rows.map((r) => r.ip)).toEqual(['127.0.0.1']);
    const agreements = await db.query<{ ip_address: string }>(
      "select distinct ip_address from signed_agreements where user_id = (select id from users where email = 'beta@example.com')",
    );
    expect(agreements.rows.map((r) => r.ip_address)).toEqual(['127.0.0.1']);
  });

  /** The job lines both processes logged since `since` (epoch ms). */
  function jobLines(since: number) {
    return cluster.apps.flatMap((app, index) =>
      readFileSync(app.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map(
          (l) =>
            JSON.parse(l) as { time: number; job?: string; msg: string; result?: Record<string, number> },
        )
        .filter((l) => l.job && l.time >= since)
        .map((l) => ({ ...l, process: index })),
    );
  }

  it('does each background job once, whichever process runs it', async () => {
    const jobs = ['tracking-refresh', 'monitoring-sync', 'monthly-charges'];
    // Holding the jobs' own locks, the test makes work due while no run is under way anywhere.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    let since: number;
    let due: { tracking: number; monitoring: number; invoices: number };
    try {
      for (const job of jobs)
        await locker.query('select pg_advisory_lock($1, hashtext($2))', [lockNamespaces.backgroundJob, job]);
      const tracking = await db.query(
        "update disputes set tracking_checked_at = null where status = 'SENT' and usps_tracking_number is not null returning id",
      );
      const monitoring = await db.query(
        "update monitoring_connections set next_sync_at = now() - interval '1 minute' where is_active and auto_sync_enabled returning id",
      );
      const invoices = await db.query(
        "delete from invoices where user_id = (select id from users where email = 'client@example.com') returning id",
      );
      due = {
        tracking: tracking.rowCount ?? 0,
        monitoring: monitoring.rowCount ?? 0,
        invoices: invoices.rowCount ?? 0,
      };
      // Meanwhile every process finds each job held and leaves it: no two runs at once, anywhere.
      const held = Date.now();
      const deadline = Date.now() + 30_000;
      while (
        !jobs.every((job) =>
          [0, 1].every((p) =>
            jobLines(held).some((l) => l.job === job && l.process === p && l.msg.startsWith('job skipped')),
          ),
        )
      ) {
        if (Date.now() > deadline) throw new Error('the processes did not meet the held jobs within 30 s');
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(jobLines(held).filter((l) => l.msg === 'job run' && jobs.includes(l.job ?? ''))).toEqual([]);
      since = Date.now();
    } finally {
      await locker.end();
    }
    expect(due.tracking).toBeGreaterThan(0);
    expect(due.monitoring).toBeGreaterThan(0);
    expect(due.invoices).toBeGreaterThan(0);

    // Every 6 s on each process: once both have finished a run of each job, any run still under way
    // started after the work was claimed, and finds none.
    const deadline = Date.now() + 45_000;
    for (;;) {
      const lines = jobLines(since);
      const enough = jobs.every((job) =>
        [0, 1].every((p) => lines.some((l) => l.job === job && l.process === p && l.msg === 'job run')),
      );
      if (enough) break;
      if (Date.now() > deadline) throw new Error('the jobs did not run on both processes within 45 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    const runs = jobLines(since).filter((l) => l.msg === 'job run');
    const total = (job: string, field: string) =>
      runs.filter((l) => l.job === job).reduce((sum, l) => sum + (l.result?.[field] ?? 0), 0);
    expect(total('tracking-refresh', 'checked')).toBe(due.tracking);
    expect(total('monitoring-sync', 'claimed')).toBe(due.monitoring);
    const syncs = await db.query('select 1 from monitoring_syncs where sync_date >= $1', [new Date(since)]);
    expect(syncs.rowCount).toBe(due.monitoring);
    const invoices = await db.query(
      "select 1 from invoices where user_id = (select id from users where email = 'client@example.com')",
    );
    expect(total('monthly-charges', 'invoicesCreated')).toBe(invoices.rowCount);
    expect(invoices.rowCount).toBe(due.invoices);
  }, 120_000);
});
