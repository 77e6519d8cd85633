import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { createSessionsRepository } from '../../platform/auth/sessions.repository';
import { users } from '../schema';
import { pgDirectStatement } from './pg-direct-statement';

const now = new Date('2030-01-01T12:00:00Z');
const idleSince = new Date('2030-01-01T11:30:00Z');

// DB_FAST_PATHS=off must change how a query travels, never what it answers: the session read (a
// direct statement on PostgreSQL) and a reused statement (PGlite's cache) answer alike in both modes.
describe.each(testDatabaseKinds())('the fast paths on and off answer alike on %s', (kind) => {
  const modes: Record<'on' | 'off', TestDatabase> = {} as never;
  beforeAll(async () => {
    modes.on = await createTestDatabase(kind, { fastPaths: true });
    modes.off = await createTestDatabase(kind, { fastPaths: false });
  });
  afterAll(async () => {
    await modes.on?.close();
    await modes.off?.close();
  });

  const answers = async (t: TestDatabase) => {
    const sessions = createSessionsRepository(t.db);
    const [client] = await t.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    if (!client) throw new Error('no seeded user');
    await sessions.insert({
      tokenHash: 'switch-test',
      userId: client.id,
      createdAt: idleSince,
      lastSeenAt: now,
      expiresAt: new Date('2030-01-02T00:00:00Z'),
      ip: '127.0.0.1',
    });
    // Each read twice: the second run is the one a statement cache or a described statement serves.
    const reads = [];
    for (let i = 0; i < 2; i++) {
      reads.push(await sessions.findLive('switch-test', idleSince, now));
      reads.push(await sessions.findLive('no-such-token', idleSince, now));
      reads.push(await t.db.select().from(users).where(eq(users.id, client.id)));
    }
    return reads;
  };

  it('are on in one database and off in the other', () => {
    const byId = (t: TestDatabase) => t.db.select({ id: users.id }).from(users);
    const direct = (t: TestDatabase) => pgDirectStatement(t.db, 'switch_test', byId(t), { id: users.id });
    expect(direct(modes.off)).toBeNull();
    if (kind === 'postgres') expect(direct(modes.on)).not.toBeNull();
  });

  it('the session read and a reused statement', async () => {
    const on = await answers(modes.on);
    const off = await answers(modes.off);
    expect(on[0]).toMatchObject({ user: { id: expect.any(Number) }, lastSeenAt: now });
    expect(on[1]).toBeUndefined();
    expect(off).toStrictEqual(on);
  });
});
