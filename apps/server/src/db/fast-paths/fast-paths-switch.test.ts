import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPerson } from '../../../test/factories/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { createSessionsRepository } from '../../platform/auth/sessions.repository';
import { users } from '../schema';
import { pgDirectStatement } from './pg-direct-statement';

const now = new Date('2030-01-01T12:00:00Z');
const idleSince = new Date('2030-01-01T11:30:00Z');
const theClient = {
  firstName: 'Sam',
  lastName: 'Switch',
  email: 'switch@example.com',
  betaFeatures: ['CREDIT_SIMULATION' as const],
  zipCode: null,
  createdAt: new Date('2029-06-30T08:15:00.250Z'),
  updatedAt: new Date('2029-12-31T23:59:59.999Z'),
};

// DB_FAST_PATHS=off must change how a query travels, never what it answers: the session read (a
// direct statement on PostgreSQL) and a reused statement (PGlite's cache) answer alike in both modes.
describe.each(testDatabaseKinds())('the fast paths on and off answer alike on %s', (kind) => {
  const modes: Record<'on' | 'off', TestDatabase> = {} as never;
  beforeAll(async () => {
    modes.on = await createTestDatabase(kind, { seed: false, fastPaths: true });
    modes.off = await createTestDatabase(kind, { seed: false, fastPaths: false });
    // The same client in both, to the millisecond, so that the two modes' answers can be compared whole.
    for (const t of [modes.on, modes.off]) await aPerson(t, 'BETA_TESTER', theClient);
  });
  afterAll(async () => {
    await modes.on?.close();
    await modes.off?.close();
  });

  const answers = async (t: TestDatabase) => {
    const sessions = createSessionsRepository(t.db);
    const [client] = await t.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    if (!client) throw new Error('no client');
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
