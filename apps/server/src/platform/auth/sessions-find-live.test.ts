import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { sessions, subscriptionPlans, subscriptions, users } from '../../db/schema';
import { activeSubscriptionOfUser, planOfSubscription } from '../../db/user-columns';
import { createSessionsRepository, liveSessionFields } from './sessions.repository';
import { hashToken } from './tokens';

const now = new Date('2026-03-02T10:00:00.123Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

// On PostgreSQL the session read runs straight through the driver, with its own row mapping: it
// must answer exactly what Drizzle answers for the same columns, whatever the row holds.
describe.each(testDatabaseKinds())('the session read on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });

  const drizzleRead = async (tokenHash: string, idleSince: Date) => {
    const rows = await t.db.db
      .select(liveSessionFields)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(subscriptions, activeSubscriptionOfUser)
      .leftJoin(subscriptionPlans, planOfSubscription)
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
        ),
      );
    return rows[0];
  };

  it('answers what Drizzle answers: dates, nulls, an array of features and a Test-as-Client session', async () => {
    const repo = createSessionsRepository(t.db.db);
    const admin = await createSignedInUser(t.app, t.db, 'ADMIN');
    const client = await createSignedInUser(t.app, t.db, 'BETA_TESTER');
    await t.db.db
      .update(users)
      .set({
        betaFeatures: ['CREDIT_SIMULATION', 'USPS_TRACKING'],
        addressLine1: null,
        city: null,
        subscriptionStatus: 'ACTIVE',
        createdAt: new Date('2025-12-31T23:59:59.999Z'),
      })
      .where(eq(users.id, client.userId));
    await signedServiceContract(t.db, client.userId, { now, planName: 'Pro Plan' });
    const plain = 'p'.repeat(43);
    const acting = 'a'.repeat(43);
    await repo.insert({
      tokenHash: hashToken(plain),
      userId: admin.userId,
      lastSeenAt: minutesAgo(5),
      expiresAt: new Date('2026-03-02T22:00:00.5Z'),
      ip: '127.0.0.1',
      secondFactorPending: true,
    });
    await repo.insert({
      tokenHash: hashToken(acting),
      userId: client.userId,
      lastSeenAt: minutesAgo(1),
      expiresAt: new Date('2026-03-02T10:30:00Z'),
      ip: '127.0.0.1',
      secondFactorPassed: true,
      impersonatorUserId: admin.userId,
      impersonatorSessionHash: hashToken(plain),
    });

    for (const token of [plain, acting]) {
      const read = await repo.findLive(hashToken(token), minutesAgo(30), now);
      expect(read).toBeDefined();
      expect(read).toStrictEqual(await drizzleRead(hashToken(token), minutesAgo(30)));
    }
    const impersonated = await repo.findLive(hashToken(acting), minutesAgo(30), now);
    expect((await repo.findLive(hashToken(plain), minutesAgo(30), now))?.user.subscriptionPlan).toBeNull();
    expect(impersonated).toMatchObject({
      impersonatorUserId: admin.userId,
      user: {
        id: client.userId,
        features: ['CREDIT_SIMULATION', 'USPS_TRACKING'],
        subscriptionPlan: 'Pro Plan',
      },
      profile: { addressLine1: null, city: null, subscriptionStatus: 'ACTIVE' },
    });
    expect(impersonated?.profile.createdAt).toEqual(new Date('2025-12-31T23:59:59.999Z'));
    expect(impersonated?.expiresAt).toEqual(new Date('2026-03-02T10:30:00Z'));
  });

  it('finds nothing for an unknown, idle or expired session', async () => {
    const repo = createSessionsRepository(t.db.db);
    const { userId } = await createSignedInUser(t.app, t.db, 'STANDARD');
    await repo.insert({
      tokenHash: hashToken('i'.repeat(43)),
      userId,
      lastSeenAt: minutesAgo(31),
      expiresAt: new Date('2026-03-03T00:00:00Z'),
      ip: '127.0.0.1',
    });
    await repo.insert({
      tokenHash: hashToken('e'.repeat(43)),
      userId,
      lastSeenAt: minutesAgo(1),
      expiresAt: now,
      ip: '127.0.0.1',
    });
    for (const token of ['u', 'i', 'e']) {
      expect(await repo.findLive(hashToken(token.repeat(43)), minutesAgo(30), now)).toBeUndefined();
    }
  });
});
