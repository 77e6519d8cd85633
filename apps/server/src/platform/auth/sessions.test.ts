import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { sessions as sessionsTable } from '../../db/schema';
import { createSessions } from './sessions';
import { createSessionsRepository } from './sessions.repository';
import { hashToken } from './tokens';

const policy = { idleMinutes: 30, absoluteHours: 12 };
const at = (seconds: number) => new Date(Date.parse('2026-03-02T10:00:00Z') + seconds * 1000);

describe.each(testDatabaseKinds())('sessions on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });

  /** Sessions on an injected clock, counting the writes of last-seen time. */
  function clockedSessions() {
    const repo = createSessionsRepository(t.db.db);
    const touches: Date[] = [];
    let now = at(0);
    const sessions = createSessions(
      {
        ...repo,
        touch: async (hash, time) => {
          touches.push(time);
          await repo.touch(hash, time);
        },
      },
      policy,
      () => now,
    );
    return { sessions, touches, setClock: (seconds: number) => (now = at(seconds)) };
  }

  it('resolves the session, its user and the profile in one read, and writes last-seen at most once a minute', async () => {
    const { userId } = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const { sessions, touches, setClock } = clockedSessions();
    const { token } = await sessions.start(userId, { ip: '127.0.0.1' });

    const first = await sessions.resolve(token);
    expect(first?.user.id).toBe(userId);
    expect(first?.profile).toMatchObject({ city: 'Dayton', zipCode: '45402', isTestUser: false });
    expect(first?.profile.createdAt).toBeInstanceOf(Date);

    for (const seconds of [1, 30, 59, 60]) {
      setClock(seconds);
      expect(await sessions.resolve(token)).not.toBeNull();
    }
    expect(touches).toEqual([]);
    setClock(61);
    await sessions.resolve(token);
    expect(touches).toEqual([at(61)]);
    for (const seconds of [62, 90, 121]) {
      setClock(seconds);
      await sessions.resolve(token);
    }
    expect(touches).toEqual([at(61)]);
    setClock(122);
    await sessions.resolve(token);
    expect(touches).toEqual([at(61), at(122)]);
    const [row] = await t.db.db
      .select({ lastSeenAt: sessionsTable.lastSeenAt })
      .from(sessionsTable)
      .where(eq(sessionsTable.tokenHash, hashToken(token)));
    expect(row?.lastSeenAt).toEqual(at(122));
  });

  it('stops resolving a session the moment it is ended, even within the minute of slack', async () => {
    const { userId } = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const { sessions, setClock } = clockedSessions();
    const one = await sessions.start(userId, { ip: '127.0.0.1' });
    const other = await sessions.start(userId, { ip: '127.0.0.1' });
    setClock(5);
    expect(await sessions.resolve(one.token)).not.toBeNull();
    await sessions.end(hashToken(one.token));
    expect(await sessions.resolve(one.token)).toBeNull();
    expect(await sessions.resolve(other.token)).not.toBeNull();
    await sessions.endAllForUser(userId);
    expect(await sessions.resolve(other.token)).toBeNull();
  });

  it('ends a session idle past the limit, however recently it was written', async () => {
    const { userId } = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const { sessions, setClock } = clockedSessions();
    const { token } = await sessions.start(userId, { ip: '127.0.0.1' });
    setClock(30 * 60 - 1);
    expect(await sessions.resolve(token)).not.toBeNull();
    setClock(30 * 60 - 1 + 30 * 60 + 1);
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('signs out through the API at once: the same token is refused on the very next request', async () => {
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    const before = await t.app.inject({ url: '/api/users/current', headers: client.headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: client.userId, address: { city: 'Dayton' } });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: client.headers });
    expect(out.statusCode).toBeLessThan(300);
    const after = await t.app.inject({ url: '/api/users/current', headers: client.headers });
    expect(after.statusCode).toBe(401);
  });
});
