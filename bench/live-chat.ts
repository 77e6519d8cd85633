// The time from a Secure Chat message sent through one API process to its arrival on a second open
// session served by another process: the notice travels by PostgreSQL LISTEN/NOTIFY and SSE, then the
// screen reads the thread. `npm run bench:live` alone; `npm run bench` includes it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { applyMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadEncryptionKey } from '../apps/server/src/platform/crypto/encryption-key';
import { createSecretBox } from '../apps/server/src/platform/crypto/secret-box';
import { percentile, signIn } from './load';
import { startServer } from './server-process';

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
const messages = Number(process.env.BENCH_LIVE_MESSAGES ?? 200);
const web = { 'x-requested-with': 'credit-repair-web', 'content-type': 'application/json' };

/** An SSE stream whose `change` events can be awaited one at a time. */
async function openStream(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending = 0;
  const state: { waiter: (() => void) | null } = { waiter: null };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value);
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        if (buffer.slice(0, end).includes('event: change')) {
          pending += 1;
          state.waiter?.();
        }
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return {
    nextChange: () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no change event within 5 s')), 5000);
        const take = () => {
          if (pending === 0) return false;
          pending -= 1;
          state.waiter = null;
          clearTimeout(timer);
          resolve();
          return true;
        };
        if (!take()) state.waiter = () => void take();
      }),
    close: () => reader.cancel().catch(() => {}),
  };
}

const ms = (n: number) => `${n.toFixed(1).padStart(6)} ms`;

export async function runLiveChatBench(): Promise<string[]> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return ['Live chat across processes: skipped (set TEST_DATABASE_URL)'];
  if (!existsSync(serverMain)) return ['Live chat across processes: skipped (run npm run build first)'];
  const name = `bench_live_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const keyDir = mkdtempSync(path.join(tmpdir(), 'bench-live-key-'));
  const servers: { stop: () => Promise<void> }[] = [];
  try {
    const handle = openPostgres({ url: dbUrl.toString() });
    await applyMigrations(handle);
    await seedDatabase(handle.db, {
      demo: 'always',
      secretBox: createSecretBox(loadEncryptionKey({ dataDir: keyDir, log: () => {} })),
    });
    await handle.close();
    const env = { DATABASE_URL: dbUrl.toString(), DATA_DIR: keyDir, JOBS_ENABLED: 'false' };
    const writer = await startServer(['--enable-source-maps', serverMain], env);
    servers.push(writer);
    const reader = await startServer(['--enable-source-maps', serverMain], env);
    servers.push(reader);

    const specialist = await signIn(writer.url, 'admin@example.com', 'DemoAdmin#2026', 'admin');
    const client = await signIn(reader.url, 'client@example.com', 'DemoClient#2026', 'client');
    const stream = await openStream(`${reader.url}/api/chat/events`, client.headers);
    await new Promise((r) => setTimeout(r, 300));

    const notice: number[] = [];
    const onScreen: number[] = [];
    for (let i = 0; i < messages; i++) {
      const text = `bench message ${i}`;
      const change = stream.nextChange();
      const started = performance.now();
      const sent = await fetch(`${writer.url}/api/chat/send`, {
        method: 'POST',
        headers: { ...specialist.headers, ...web },
        body: JSON.stringify({ userId: client.id, message: text }),
      });
      if (sent.status !== 201) throw new Error(`send answered ${sent.status}`);
      await change;
      notice.push(performance.now() - started);
      const thread = (await (
        await fetch(`${reader.url}/api/chat/messages/${client.id}`, { headers: client.headers })
      ).json()) as { message: string }[];
      if (thread.at(-1)?.message !== text) throw new Error('the message had not arrived');
      onScreen.push(performance.now() - started);
    }
    await stream.close();
    const line = (label: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${label}  p50 ${ms(percentile(sorted, 50))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted.at(-1) ?? Number.NaN)}`;
    };
    return [
      `Secure Chat, ${messages} messages, sent on process A, followed by SSE on process B (PostgreSQL LISTEN/NOTIFY):`,
      line('  send -> change event on B            ', notice),
      line('  send -> message read on B (on screen) ', onScreen),
    ];
  } finally {
    for (const s of servers) await s.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(keyDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  console.log(`# live chat bench ${new Date().toISOString()} (node ${process.version})`);
  for (const l of await runLiveChatBench()) console.log(l);
}
