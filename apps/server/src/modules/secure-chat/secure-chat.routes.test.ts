import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useSharedRows } from '../../../test/file-rows';
import { expectOwnerOnly } from '../../../test/ownership';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { type DatabaseKind, testDatabaseKinds } from '../../../test/test-database';

type Caller = { headers: Record<string, string> };

const appFor = useFileTestApps({}, { seed: false });
// One thread for the whole file: the unread counts read what the earlier describes sent and read.
const people = useSharedRows(appFor, async (t) => ({
  client: await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER'),
  other: await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER'),
  admin: await createSignedInUser(t.app, t.db, 'ADMIN'),
}));

function chat(kind: DatabaseKind) {
  const { t, rows } = people(kind);
  const send = (c: Caller, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/chat/send', headers: c.headers, payload: payload as never });
  const messages = (c: Caller, userId: number) =>
    t.app.inject({ url: `/api/chat/messages/${userId}`, headers: c.headers });
  return { t, p: rows, send, messages };
}

describe.each(testDatabaseKinds())('POST /api/chat/send on %s', (kind) => {
  const { p, send, messages } = chat(kind);

  it('takes the sender type from who is signed in, never from the body', async () => {
    const mine = await send(p.client, {
      userId: p.client.userId,
      message: 'Hello, <b>team</b>',
      senderType: 'ADMIN',
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().senderType).toBe('CLIENT');
    const theirs = await send(p.admin, {
      userId: p.client.userId,
      message: 'Hi Casey',
      senderType: 'CLIENT',
    });
    expect(theirs.json().senderType).toBe('ADMIN');
    const list = (await messages(p.client, p.client.userId)).json();
    expect(list.map((m: { senderType: string; message: string }) => [m.senderType, m.message])).toEqual([
      ['CLIENT', 'Hello, <b>team</b>'],
      ['ADMIN', 'Hi Casey'],
    ]);
  });

  it('refuses blank and over-long messages naming the field', async () => {
    for (const message of ['', '  ', 'x'.repeat(2001)]) {
      const res = await send(p.client, { userId: p.client.userId, message });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('body.message');
    }
  });
});

describe.each(testDatabaseKinds())('GET /api/chat/messages/{userId} on %s', (kind) => {
  const { t, p, send } = chat(kind);

  it('lets a client read and write only their own thread (someone else’s is 404)', async () => {
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/chat/messages/${p.client.userId}` },
      { owner: p.client, other: p.other, admin: p.admin },
    );
    expect((await send(p.other, { userId: p.client.userId, message: 'sneaky' })).statusCode).toBe(404);
    expect((await send({ headers: {} }, { userId: p.client.userId, message: 'x' })).statusCode).toBe(401);
    expect((await send(p.admin, { userId: p.admin.userId, message: 'to myself' })).statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GET /api/chat/threads on %s', (kind) => {
  const { t, p, send, messages } = chat(kind);

  it('lists clients for admins with unread counts and the last message, and clears them when read', async () => {
    await send(p.client, { userId: p.client.userId, message: 'Are you there?' });
    const threads = (await t.app.inject({ url: '/api/chat/threads', headers: p.admin.headers })).json();
    const mine = threads.find((x: { userId: number }) => x.userId === p.client.userId);
    // The admin read the first messages (GET /api/chat/messages above); the new one is unread.
    expect(mine).toMatchObject({ unreadCount: 1, lastMessage: 'Are you there?', lastSenderType: 'CLIENT' });
    expect(threads.some((x: { userId: number }) => x.userId === p.admin.userId)).toBe(false);
    await messages(p.admin, p.client.userId);
    const after = (await t.app.inject({ url: '/api/chat/threads', headers: p.admin.headers })).json();
    expect(after.find((x: { userId: number }) => x.userId === p.client.userId).unreadCount).toBe(0);
    expect((await t.app.inject({ url: '/api/chat/threads', headers: p.client.headers })).statusCode).toBe(
      403,
    );
  });
});
