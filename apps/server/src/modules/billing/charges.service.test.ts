import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aPerson } from '../../../test/factories/users';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/test-database';
import { paymentMethods, subscriptionPlans, subscriptions } from '../../db/schema';
import { createBuiltinPayments } from '../../integrations/payments/builtin.adapter';
import { createBillingRepository } from './billing.repository';
import { cancellationWindow } from './cancellation-window';
import { createChargesService, type ServiceEvent } from './charges.service';

const day = 86_400_000;

describe.each(testDatabaseKinds())('monthly charges in arrears on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { seed: false });
  });
  afterAll(async () => db?.close());

  it('charges a finished month only for services after the cancellation window, once', async () => {
    const user = await aPerson(db, 'CLIENT_VIEWER');
    const [plan] = await db.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, 'Pro Plan'));
    if (!plan) throw new Error('the plans are not seeded');
    const signedAt = new Date('2026-03-02T15:00:00Z');
    const window = cancellationWindow('America/New_York', signedAt);
    const [sub] = await db.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        planId: plan.id,
        status: 'ACTIVE',
        billing: 'arrears',
        provider: 'builtin',
        providerCustomerId: 'cus_test_charges',
        setupIntentId: 'seti_test_charges',
        setupClientSecret: 'seti_test_charges_secret_x',
        contractSignedAt: signedAt,
        lastDayToCancel: window.lastDayToCancel,
        cancellationWindowEndsAt: window.endsAt,
        activatedAt: signedAt,
      })
      .returning();
    await db.db.insert(paymentMethods).values({
      userId: user.id,
      provider: 'builtin',
      providerPaymentMethodId: 'pm_test_charges',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2099,
    });
    const events: ServiceEvent[] = [];
    let clock = new Date(signedAt.getTime() + 10 * day);
    const repo = createBillingRepository(db.db);
    const charges = createChargesService({
      repo,
      payments: createBuiltinPayments(),
      activity: { serviceEvents: async () => events, issuesDisputedSince: async () => [] },
      timeZone: 'America/New_York',
      now: () => clock,
    });
    const invoicesOfSub = async () =>
      (await repo.invoicesOf(user.id)).filter((i) => i.subscriptionId === sub?.id);

    // A service inside the cancellation window never makes a month chargeable.
    events.push({ at: new Date(signedAt.getTime() + day), description: 'too early' });
    expect(await charges.run()).toEqual({ invoicesCreated: 0 });
    clock = new Date('2026-04-03T00:00:00Z');
    expect(await charges.run()).toEqual({ invoicesCreated: 0 });

    // A letter mailed in the second month: charged once that month has ended, not before.
    events.push({ at: new Date('2026-04-20T12:00:00Z'), description: 'Dispute letter mailed to Experian' });
    clock = new Date('2026-05-01T00:00:00Z');
    expect(await charges.run()).toEqual({ invoicesCreated: 0 });
    clock = new Date('2026-05-03T00:00:00Z');
    expect(await charges.run()).toEqual({ invoicesCreated: 1 });
    expect(await charges.run()).toEqual({ invoicesCreated: 0 });
    const [invoice] = await invoicesOfSub();
    expect(invoice).toMatchObject({
      status: 'PAID',
      amountCents: 2900,
      servicesPerformed: ['Dispute letter mailed to Experian'],
    });
    expect(invoice?.periodStart.toISOString()).toBe('2026-04-02T15:00:00.000Z');
    expect(await invoicesOfSub()).toHaveLength(1);
  });
});
