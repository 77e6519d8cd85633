import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app-lifecycle';
import { testDatabaseKinds } from '../../../test/test-database';
import { disputes, invoices, mailPieces, subscriptionPlans, subscriptions } from '../../db/schema';
import { approvedLetters } from './mail-test-letters.fixture';

const day = 86_400_000;

/** Postage is passed on at cost on the invoice in arrears, as its own line; mailing is the service performed. */
describe.each(testDatabaseKinds())('certified mail postage on the invoice in arrears on %s', (kind) => {
  const t = useTestApp(kind, {}, { seed: false });

  it('adds the month’s postage to the plan’s price, on a line of its own', async () => {
    const s = await approvedLetters(t);
    const id = s.approved[0] as number;
    const mailed = await t.app.inject({
      method: 'POST',
      url: `/api/disputes/${id}/mail`,
      headers: s.admin.headers,
      payload: {},
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    // The plan began 40 days ago, so its first month has ended; the letter went out in that month.
    const start = new Date(Date.now() - 40 * day);
    const sentAt = new Date(Date.now() - 30 * day);
    await t.db.db
      .update(subscriptions)
      .set({
        activatedAt: start,
        createdAt: start,
        contractSignedAt: start,
        cancellationWindowEndsAt: new Date(start.getTime() + 4 * day),
      })
      .where(eq(subscriptions.userId, s.client.userId));
    await t.db.db.update(mailPieces).set({ sentAt }).where(eq(mailPieces.disputeId, id));
    await t.db.db.update(disputes).set({ dateSent: sentAt }).where(eq(disputes.id, id));
    const piece = (await t.db.db.select().from(mailPieces).where(eq(mailPieces.disputeId, id)))[0];
    const postage =
      (piece?.postageCents ?? 0) + (piece?.certifiedCents ?? 0) + (piece?.returnReceiptCents ?? 0);

    await t.app.services.billing.charges.run();
    const [invoice] = await t.db.db.select().from(invoices).where(eq(invoices.userId, s.client.userId));
    const [plan] = await t.db.db
      .select({ price: subscriptionPlans.priceCents })
      .from(subscriptionPlans)
      .innerJoin(subscriptions, eq(subscriptions.planId, subscriptionPlans.id))
      .where(eq(subscriptions.userId, s.client.userId));
    expect(postage).toBeGreaterThan(0);
    expect(invoice?.amountCents).toBe((plan?.price ?? 0) + postage);
    expect(invoice?.servicesPerformed).toContain(
      `Certified mail postage at cost: 1 letter, $${(postage / 100).toFixed(2)}`,
    );
    expect(
      invoice?.servicesPerformed.some((line) => line.startsWith('Dispute letter mailed to Equifax')),
    ).toBe(true);
  });
});
