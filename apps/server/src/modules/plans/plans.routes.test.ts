import { planChargingMessages } from '@app/contracts/plans.contract';
import { describe, expect, it } from 'vitest';
import { anOrganization } from '../../../test/factories/organizations';
import { createSignedInUser } from '../../../test/factories/users';
import { useFileTestApps } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { subscriptionPlans } from '../../db/schema';

// The plan editor: the Owner sets how each consumer plan is charged; clients read the price.
const appFor = useFileTestApps({}, { seed: false });

type Ctx = ReturnType<typeof appFor>;

/** A company with a consumer and a business plan, and its Owner's session. */
async function aCompanyWithPlans(t: Ctx) {
  const org = await anOrganization(t.db);
  const owner = await createSignedInUser(t.app, t.db, 'ADMIN', { organizationId: org.id });
  const plan = (kind: 'consumer' | 'professional', name: string) => ({
    organizationId: org.id,
    name,
    kind,
    description: 'A plan',
    priceCents: 2900,
    billingInterval: 'month' as const,
    features: ['Letters'],
  });
  const [consumer, business] = await t.db.db
    .insert(subscriptionPlans)
    .values([plan('consumer', 'Results Plan'), plan('professional', 'Business Plan')])
    .returning();
  return { org, owner, consumer: consumer?.id as number, business: business?.id as number };
}

describe.each(testDatabaseKinds())('GET /api/admin/plans on %s', (kind) => {
  const t = appFor(kind);

  it('lists the organization’s own plans with how each is charged, to its Owner only', async () => {
    const { org, owner, consumer } = await aCompanyWithPlans(t);
    const res = await t.app.inject({ url: '/api/admin/plans', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const plans = res.json() as { id: number; chargeBasis: string; pricePerDeletionCents: number | null }[];
    expect(plans.map((p) => p.id)).toContain(consumer);
    expect(plans).toHaveLength(2);
    expect(plans.find((p) => p.id === consumer)).toMatchObject({
      chargeBasis: 'MONTHLY',
      pricePerDeletionCents: null,
    });
    const specialist = await createSignedInUser(t.app, t.db, 'ADMIN', {
      organizationId: org.id,
      teamRole: 'SPECIALIST',
    });
    expect((await t.app.inject({ url: '/api/admin/plans', headers: specialist.headers })).statusCode).toBe(
      403,
    );
  });
});

describe.each(testDatabaseKinds())('PUT /api/admin/plans/{id}/charging on %s', (kind) => {
  const t = appFor(kind);
  const put = (id: number, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/plans/${id}/charging`,
      headers,
      payload: payload as never,
    });

  it('makes a consumer plan per deletion at the company’s price, which the price list then shows', async () => {
    const { owner, consumer } = await aCompanyWithPlans(t);
    const res = await put(consumer, owner.headers, {
      chargeBasis: 'PER_DELETION',
      pricePerDeletionCents: 4500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: consumer,
      chargeBasis: 'PER_DELETION',
      pricePerDeletionCents: 4500,
    });
    const listed = (
      await t.app.inject({ url: '/api/subscription-plans', headers: owner.headers })
    ).json() as {
      id: number;
      pricePerDeletionCents: number | null;
    }[];
    expect(listed.find((p) => p.id === consumer)?.pricePerDeletionCents).toBe(4500);
    // Back to monthly: the per-deletion price is dropped.
    const back = await put(consumer, owner.headers, { chargeBasis: 'MONTHLY', pricePerDeletionCents: 4500 });
    expect(back.json()).toMatchObject({ chargeBasis: 'MONTHLY', pricePerDeletionCents: null });
  });

  it('names the field at fault, refuses a business plan, and answers 404 for another company’s plan', async () => {
    const { owner, consumer, business } = await aCompanyWithPlans(t);
    for (const body of [
      { chargeBasis: 'PER_DELETION', pricePerDeletionCents: null },
      { chargeBasis: 'PER_DELETION', pricePerDeletionCents: 50 },
      { chargeBasis: 'PER_DELETION', pricePerDeletionCents: 50_001 },
    ]) {
      const res = await put(consumer, owner.headers, body);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('pricePerDeletionCents');
    }
    const refused = await put(business, owner.headers, {
      chargeBasis: 'PER_DELETION',
      pricePerDeletionCents: 4500,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: planChargingMessages.consumerOnly } });
    expect(JSON.stringify(refused.json())).toContain('chargeBasis');
    const other = await aCompanyWithPlans(t);
    const foreign = await put(other.consumer, owner.headers, {
      chargeBasis: 'PER_DELETION',
      pricePerDeletionCents: 4500,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
