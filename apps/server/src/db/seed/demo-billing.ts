import { createHash, randomBytes } from 'node:crypto';
import { agreementKinds, agreementTitles } from '@app/contracts/agreements.contract';
import { lastDayToCancel } from '@app/contracts/business-days';
import { dayIn } from '@app/contracts/common/dates';
import { and, eq, isNotNull } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createBuiltinPayments } from '../../integrations/payments/builtin.adapter';
import { agreementText } from '../../modules/billing/agreement-texts';
import { billablePeriods, chargeKey, servicesInPeriod } from '../../modules/billing/billing-cycle';
import { cancellationWindow } from '../../modules/billing/cancellation-window';
import type { Database } from '../client';
import {
  disputes,
  invoices,
  paymentMethods,
  signedAgreements,
  subscriptionPlans,
  subscriptions,
  users,
} from '../schema';

const day = 86_400_000;

/**
 * The demo client on the Elite Plan for about two months: the three CROA documents signed, the
 * built-in processor's succeeding test card saved, and the two finished months charged after they
 * ended (letters were mailed in each). The seed writes rows directly; it charges nothing.
 */
export async function seedDemoBilling(db: Database, email: string, now = new Date()) {
  const defaults = loadConfig({});
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, 'Elite Plan'));
  if (!user || !plan) return;
  const signedAt = new Date(now.getTime() - 62 * day);
  const signedOn = dayIn(defaults.COMPANY_TIME_ZONE, signedAt);
  const facts = {
    planName: plan.name,
    planFeatures: plan.features,
    priceCents: plan.priceCents,
    pricePerDeletionCents: null,
    companyName: defaults.COMPANY_NAME,
    companyAddress: defaults.COMPANY_ADDRESS,
    consumerName: `${user.firstName} ${user.lastName}`,
    date: signedOn,
    lastDayToCancel: lastDayToCancel(signedOn),
  };
  const retainUntil = new Date(signedAt);
  retainUntil.setUTCFullYear(retainUntil.getUTCFullYear() + defaults.AGREEMENT_RETENTION_YEARS);
  for (const [i, kind] of agreementKinds.entries()) {
    const text = agreementText(kind, facts);
    await db.insert(signedAgreements).values({
      userId: user.id,
      planId: plan.id,
      kind,
      title: agreementTitles[kind],
      text,
      sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
      typedName: facts.consumerName,
      signedAt: new Date(signedAt.getTime() - (3 - i) * 60_000),
      ipAddress: '203.0.113.10',
      userAgent: 'Mozilla/5.0 (demo data)',
      retainUntil,
    });
  }
  const window = cancellationWindow(defaults.COMPANY_TIME_ZONE, signedAt);
  const setupId = `seti_test_demo${user.id}`;
  const [sub] = await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      planId: plan.id,
      status: 'ACTIVE',
      billing: 'arrears',
      provider: 'builtin',
      providerCustomerId: `cus_test_demo${user.id}`,
      setupIntentId: setupId,
      setupClientSecret: `${setupId}_secret_${randomBytes(8).toString('hex')}`,
      contractSignedAt: signedAt,
      lastDayToCancel: window.lastDayToCancel,
      cancellationWindowEndsAt: window.endsAt,
      activatedAt: signedAt,
      createdAt: signedAt,
    })
    .returning();
  if (!sub) return;
  // The card the built-in processor saves for its succeeding test number, as checkout would.
  const processor = createBuiltinPayments().testCardProcessor;
  const cardNumber = processor.cards.find((c) => c.outcome === 'succeeds')?.number ?? '';
  const check = processor.check({ cardNumber, expMonth: 12, expYear: now.getUTCFullYear() + 3 }, now);
  if (!check.ok) throw new Error(`Demo card: ${check.message}`);
  await db.insert(paymentMethods).values({
    userId: user.id,
    provider: 'builtin',
    ...processor.save(check.card),
    createdAt: signedAt,
  });
  const mailed = await db
    .select({ dateSent: disputes.dateSent, bureau: disputes.bureau })
    .from(disputes)
    .where(and(eq(disputes.userId, user.id), isNotNull(disputes.dateSent)));
  const events = mailed.map((d) => ({
    at: d.dateSent as Date,
    description: `Dispute letter mailed to ${d.bureau}`,
  }));
  const timeline = {
    billing: 'arrears' as const,
    activatedAt: signedAt,
    cancellationWindowEndsAt: window.endsAt,
    endsAt: null,
  };
  for (const period of billablePeriods(timeline, now)) {
    const services = servicesInPeriod(timeline, period, events).map((e) => e.description);
    if (services.length === 0) continue;
    const paidAt = new Date(period.end.getTime() + 3_600_000);
    await db.insert(invoices).values({
      userId: user.id,
      subscriptionId: sub.id,
      planName: plan.name,
      amountCents: plan.priceCents,
      status: 'PAID',
      periodStart: period.start,
      periodEnd: period.end,
      idempotencyKey: chargeKey(sub.id, period),
      providerPaymentId: `pi_test_demo${sub.id}_${period.start.getTime()}`,
      servicesPerformed: services,
      createdAt: paidAt,
      paidAt,
    });
  }
}
