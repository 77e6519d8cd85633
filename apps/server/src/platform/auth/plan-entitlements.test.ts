import { entitlementRefusal } from '@app/contracts/plan-entitlements';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedServiceContract } from '../../../test/factories/service-contract';
import { createSignedInUser } from '../../../test/factories/users';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { subscriptions } from '../../db/schema';

// What a consumer may use comes from the plan they pay for: a client on the Elite or Pro plan
// reaches Education and Credit Building, someone without a plan (or on the business plan) is
// refused in plain words that name the plans including the tool.
describe.each(testDatabaseKinds())('tools by plan on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });
  const now = new Date('2026-03-02T10:00:00Z');

  const aClientOn = async (planName?: string) => {
    const client = await createSignedInUser(t.app, t.db, 'CLIENT_VIEWER');
    if (planName) await signedServiceContract(t.db, client.userId, { now, planName });
    return client;
  };
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it.each(['Elite Plan', 'Pro Plan'])(
    'opens Education and Credit Building to a client on the %s',
    async (plan) => {
      const { headers, userId } = await aClientOn(plan);
      expect((await get('/api/educational-content', headers)).statusCode).toBe(200);
      expect((await get(`/api/credit-building-actions/${userId}`, headers)).statusCode).toBe(200);
      const me = (await get('/api/users/current', headers)).json();
      expect(me).toMatchObject({
        accessLevel: 'CLIENT_VIEWER',
        subscriptionPlan: plan,
        subscriptionStatus: 'ACTIVE',
      });
    },
  );

  it.each([undefined, 'White Label Plan'])('refuses, in plain words, a client on %s', async (plan) => {
    const { headers } = await aClientOn(plan);
    const res = await get('/api/educational-content', headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'NOT_IN_PLAN',
      message: 'Education is part of the Pro and Elite plans. You can choose a plan on the Billing page.',
    });
    expect(res.body).not.toMatch(/access level|beta tester|client profile/i);
    const simulate = await t.app.inject({
      method: 'POST',
      url: '/api/simulate-credit-score',
      headers,
      payload: {},
    });
    expect(simulate.json().error.message).toBe(entitlementRefusal('simulateCredit').message);
  });

  it('does not count a cancelled subscription', async () => {
    const { headers, userId } = await aClientOn('Elite Plan');
    await t.db.db.update(subscriptions).set({ status: 'CANCELLED' }).where(eq(subscriptions.userId, userId));
    expect((await get('/api/educational-content', headers)).statusCode).toBe(403);
    expect((await get('/api/users/current', headers)).json().subscriptionPlan).toBeNull();
  });

  it('keeps admins their access without a plan', async () => {
    const { headers } = await createSignedInUser(t.app, t.db, 'ADMIN');
    expect((await get('/api/educational-content', headers)).statusCode).toBe(200);
  });
});
