import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { type DatabaseHandle, openPostgres } from '../db/client';

/** A loopback TCP relay to PostgreSQL that the test can cut and restore, like a network outage. */
function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const relayServer = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = relayServer;
      relayServer.listen(port, '127.0.0.1', () => {
        port = (relayServer.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { listen, cut, port: () => port };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL outage', () => {
  let db: TestDatabase;
  let relayed: DatabaseHandle;
  let app: TestApp;
  const relay = startRelay(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432'));

  beforeAll(async () => {
    db = await createTestDatabase('postgres', { seed: false });
    await relay.listen();
    const url = new URL(db.url as string);
    url.host = `127.0.0.1:${relay.port()}`;
    relayed = openPostgres({ url: url.toString(), poolSize: 2, queryTimeoutMs: 2000 });
    app = await buildTestApp(relayed);
  });
  afterAll(async () => {
    await app.close();
    await relayed.close().catch(() => {});
    await db.close();
  });

  it('answers 503 quickly while the database is unreachable, and recovers when it returns', async () => {
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    await relay.cut();

    const started = Date.now();
    const down = await app.inject({ url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await relay.listen();
    let ready = 0;
    for (let i = 0; i < 20 && ready !== 200; i++) {
      ready = (await app.inject({ url: '/api/ready' })).statusCode;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready).toBe(200);
  });

  it('fails a transaction whose connection drops between two statements, and lives on', async () => {
    // The pool listens for errors of idle connections only; a checked-out one without a listener
    // would end the process with an unhandled 'error' event (seen when PostgreSQL was stopped).
    let resume = () => {};
    const paused = new Promise<void>((r) => {
      resume = r;
    });
    let firstDone = false;
    const unit = relayed.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      firstDone = true;
      await paused;
      await tx.execute(sql`select 1`);
    });
    for (let i = 0; i < 40 && !firstDone; i++) await new Promise((r) => setTimeout(r, 50));
    expect(firstDone).toBe(true);
    await relay.cut();
    await new Promise((r) => setTimeout(r, 200));
    resume();
    await expect(unit).rejects.toThrow();
    await relay.listen();
    let ready = 0;
    for (let i = 0; i < 20 && ready !== 200; i++) {
      ready = (await app.inject({ url: '/api/ready' })).statusCode;
      if (ready !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(ready).toBe(200);
  });
});
