import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { expectOwnerOnly } from '../../../test/ownership';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';

type Caller = { userId: number; headers: Record<string, string> };

describe.each(testDatabaseKinds())('secure chat on %s', (kind) => {
  const t = useTestApp(kind);
  let client: Caller;
  let other: Caller;
  let admin: Caller;
  beforeAll(async () => {
    client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    other = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    admin = await createSignedInUser(t.app, t.db, 'ADMIN');
  });
  const send = (c: { headers: Record<string, string> }, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/chat/send', headers: c.headers, payload: payload as never });
  const messages = (c: { headers: Record<string, string> }, userId: number) =>
    t.app.inject({ url: `/api/chat/messages/${userId}`, headers: c.headers });

  it('takes the sender type from who is signed in, never from the body', async () => {
    const mine = await send(client, {
      userId: client.userId,
      message: 'Hello, <b>team</b>',
      senderType: 'ADMIN',
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().senderType).toBe('CLIENT');
    const theirs = await send(admin, { userId: client.userId, message: 'Hi Casey', senderType: 'CLIENT' });
    expect(theirs.json().senderType).toBe('ADMIN');
    const list = (await messages(client, client.userId)).json();
    expect(list.map((m: { senderType: string; message: string }) => [m.senderType, m.message])).toEqual([
      ['CLIENT', 'Hello, <b>team</b>'],
      ['ADMIN', 'Hi Casey'],
    ]);
  });

  it('lets a client read and write only their own thread (someone else’s is 404)', async () => {
    await expectOwnerOnly(
      t.app,
      { method: 'GET', url: `/api/chat/messages/${client.userId}` },
      { owner: client, other, admin },
    );
    expect((await send(other, { userId: client.userId, message: 'sneaky' })).statusCode).toBe(404);
    expect((await send({ headers: {} }, { userId: client.userId, message: 'x' })).statusCode).toBe(401);
    expect((await send(admin, { userId: admin.userId, message: 'to myself' })).statusCode).toBe(404);
  });

  it('refuses blank and over-long messages naming the field', async () => {
    for (const message of ['', '  ', 'x'.repeat(2001)]) {
      const res = await send(client, { userId: client.userId, message });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details[0].field).toBe('body.message');
    }
  });

  it('lists clients for admins with unread counts and the last message, and clears them when read', async () => {
    await send(client, { userId: client.userId, message: 'Are you there?' });
    const threads = (await t.app.inject({ url: '/api/chat/threads', headers: admin.headers })).json();
    const mine = threads.find((x: { userId: number }) => x.userId === client.userId);
    // The admin read the first message above; the new one is unread.
    expect(mine).toMatchObject({ unreadCount: 1, lastMessage: 'Are you there?', lastSenderType: 'CLIENT' });
    expect(threads.some((x: { userId: number }) => x.userId === admin.userId)).toBe(false);
    await messages(admin, client.userId);
    const after = (await t.app.inject({ url: '/api/chat/threads', headers: admin.headers })).json();
    expect(after.find((x: { userId: number }) => x.userId === client.userId).unreadCount).toBe(0);
    expect((await t.app.inject({ url: '/api/chat/threads', headers: client.headers })).statusCode).toBe(403);
  });
});
