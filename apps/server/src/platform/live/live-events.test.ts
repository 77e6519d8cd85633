import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';

/** Reads an SSE response until `change` arrives or the time is up. */
async function nextChange(body: ReadableStream<Uint8Array>, ms: number) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  try {
    while (Date.now() < deadline) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, deadline - Date.now()))),
      ]);
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value);
      if (text.includes('event: change')) return text;
    }
    return text;
  } finally {
    await reader.cancel().catch(() => {});
  }
}

describe.each(testDatabaseKinds())('live events across app instances on %s', (kind) => {
  let db: TestDatabase;
  let apps: TestApp[] = [];
  const urls: string[] = [];
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
    // On PostgreSQL, two apps (as two processes would) share notices only through LISTEN/NOTIFY.
    const count = kind === 'postgres' ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const app = await buildTestApp(db);
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
    await db.close();
  });

  it('tells an open Secure Chat stream about a message written through another instance', async () => {
    const client = await createSignedInUser(apps[0] as TestApp, db, 'CLIENT_VIEWER');
    const stream = await fetch(`${urls[urls.length - 1]}/api/chat/events`, { headers: client.headers });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    const change = nextChange(stream.body as ReadableStream<Uint8Array>, 5000);
    await new Promise((r) => setTimeout(r, 200));
    const sent = await fetch(`${urls[0]}/api/chat/send`, {
      method: 'POST',
      headers: { ...client.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: client.userId, message: 'live?' }),
    });
    expect(sent.status).toBe(201);
    expect(await change).toContain('event: change');
  });

  it('closes open streams when the server closes', async () => {
    const client = await createSignedInUser(apps[0] as TestApp, db, 'CLIENT_VIEWER');
    const extra = await buildTestApp(db);
    const url = await extra.listen({ port: 0, host: '127.0.0.1' });
    const stream = await fetch(`${url}/api/chat/events`, { headers: client.headers });
    expect(stream.status).toBe(200);
    const started = Date.now();
    await extra.close();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
