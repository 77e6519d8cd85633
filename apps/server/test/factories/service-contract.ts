import { randomBytes } from 'node:crypto';
import { agreementKinds, agreementTitles } from '@app/contracts/agreements.contract';
import { eq } from 'drizzle-orm';
import { signedAgreements, subscriptionPlans, subscriptions } from '../../src/db/schema';
import type { TestDatabase } from '../test-database';

const day = 86_400_000;

/**
 * The client signed the three CROA documents for a plan (Elite by default: the company mails)
 * `daysAgo` days before `now`, and the plan is active; its cancellation period ended three days
 * after signing. Made directly, as a client would have come out of checkout.
 */
export async function signedServiceContract(
  db: TestDatabase,
  userId: number,
  opts: { now?: Date; daysAgo?: number; planName?: string } = {},
) {
  const now = opts.now ?? new Date();
  const signedAt = new Date(now.getTime() - (opts.daysAgo ?? 30) * day);
  const [plan] = await db.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, opts.planName ?? 'Elite Plan'));
  if (!plan) throw new Error('the plans are not seeded');
  for (const kind of agreementKinds) {
    await db.db.insert(signedAgreements).values({
      userId,
      planId: plan.id,
      kind,
      title: agreementTitles[kind],
      text: `${agreementTitles[kind]} (test)`,
      sha256: '0'.repeat(64),
      typedName: 'Test User',
      signedAt,
      ipAddress: '127.0.0.1',
      userAgent: 'test',
      retainUntil: new Date(signedAt.getTime() + 5 * 365 * day),
    });
  }
  const tag = randomBytes(6).toString('hex');
  await db.db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    status: 'ACTIVE',
    billing: 'arrears',
    provider: 'builtin',
    providerCustomerId: `cus_test_${tag}`,
    setupIntentId: `seti_test_${tag}`,
    setupClientSecret: `seti_test_${tag}_secret`,
    contractSignedAt: signedAt,
    lastDayToCancel: new Date(signedAt.getTime() + 3 * day).toISOString().slice(0, 10),
    cancellationWindowEndsAt: new Date(signedAt.getTime() + 4 * day),
    activatedAt: signedAt,
    createdAt: signedAt,
  });
  return plan;
}
