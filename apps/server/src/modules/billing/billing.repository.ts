import { and, asc, desc, eq, inArray, isNotNull, isNull, max, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  invoiceOutcomeLines,
  invoices,
  paymentMethods,
  paymentWebhookEvents,
  signedAgreements,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type AgreementRow = typeof signedAgreements.$inferSelect;

export function createBillingRepository(db: Database) {
  // A fresh builder per query: Drizzle builders are mutated by .where().
  const withPlan = () =>
    db
      .select({
        sub: subscriptions,
        planName: subscriptionPlans.name,
        priceCents: subscriptionPlans.priceCents,
        billingInterval: subscriptionPlans.billingInterval,
        chargeBasis: subscriptionPlans.chargeBasis,
        pricePerDeletionCents: subscriptionPlans.pricePerDeletionCents,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId));

  return {
    /** The consumer plan on offer that the person's specialist set them up for, if any. */
    chosenPlanOf: async (userId: number) =>
      (
        await db
          .select({ id: subscriptionPlans.id })
          .from(users)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, users.chosenPlanId))
          .where(
            and(
              eq(users.id, userId),
              eq(subscriptionPlans.active, true),
              eq(subscriptionPlans.kind, 'consumer'),
            ),
          )
      )[0]?.id ?? null,

    findPlan: async (id: number) =>
      (await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id)))[0],

    // Agreements are only ever inserted: no update, no delete (CROA records, 1679i retention).
    insertAgreement: async (row: typeof signedAgreements.$inferInsert) =>
      (await db.insert(signedAgreements).values(row).returning())[0] as AgreementRow,
    agreementsOf: (userId: number) =>
      db
        .select()
        .from(signedAgreements)
        .where(eq(signedAgreements.userId, userId))
        .orderBy(desc(signedAgreements.signedAt), desc(signedAgreements.id)),
    findAgreement: async (id: number) =>
      (await db.select().from(signedAgreements).where(eq(signedAgreements.id, id)))[0],

    /** The subscription that is not cancelled (at most one), else the latest. */
    currentSubscription: async (userId: number) =>
      (
        await withPlan()
          .where(
            and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['ACTIVE', 'INCOMPLETE'])),
          )
          .orderBy(desc(subscriptions.id))
          .limit(1)
      )[0],
    /** When the latest plan that got under way was started: signatures before it are spent. */
    lastStartedPlanAt: async (userId: number) =>
      (
        await db
          .select({ at: max(subscriptions.createdAt) })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.activatedAt)))
      )[0]?.at ?? null,
    latestSubscription: async (userId: number) =>
      (await withPlan().where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.id)).limit(1))[0],
    subscriptionBySecret: async (clientSecret: string) =>
      (await withPlan().where(eq(subscriptions.setupClientSecret, clientSecret)))[0],
    subscriptionBySetupIntent: async (setupIntentId: string) =>
      (await withPlan().where(eq(subscriptions.setupIntentId, setupIntentId)))[0],
    /** Subscriptions that may owe a charge: activated, not yet closed out. */
    billableSubscriptions: () =>
      withPlan()
        .where(and(inArray(subscriptions.status, ['ACTIVE', 'CANCELLED'])))
        .orderBy(asc(subscriptions.id)),
    insertSubscription: async (row: typeof subscriptions.$inferInsert) =>
      (await db.insert(subscriptions).values(row).returning())[0] as SubscriptionRow,
    updateSubscription: (id: number, patch: Partial<typeof subscriptions.$inferInsert>) =>
      db.update(subscriptions).set(patch).where(eq(subscriptions.id, id)),
    abandonIncomplete: (userId: number) =>
      db
        .update(subscriptions)
        .set({ status: 'CANCELLED', cancelledAt: new Date() })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'INCOMPLETE'))),

    paymentMethodsOf: (userId: number) =>
      db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
        .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id)),
    findPaymentMethod: async (id: number) =>
      (await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)))[0],
    insertPaymentMethod: (row: typeof paymentMethods.$inferInsert) =>
      db
        .insert(paymentMethods)
        .values(row)
        .onConflictDoNothing({ target: paymentMethods.providerPaymentMethodId }),
    removePaymentMethod: (id: number) =>
      db.update(paymentMethods).set({ removedAt: new Date() }).where(eq(paymentMethods.id, id)),

    invoicesOf: (userId: number) =>
      db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.periodStart), desc(invoices.id)),
    findInvoice: async (id: number) => (await db.select().from(invoices).where(eq(invoices.id, id)))[0],
    invoiceKeysOf: async (subscriptionId: number) =>
      new Set(
        (
          await db
            .select({ k: invoices.idempotencyKey })
            .from(invoices)
            .where(eq(invoices.subscriptionId, subscriptionId))
        ).map((r) => r.k),
      ),
    /** The same key twice inserts once: a retried run never records a second charge. */
    insertInvoice: async (row: typeof invoices.$inferInsert) =>
      (
        await db
          .insert(invoices)
          .values(row)
          .onConflictDoNothing({ target: invoices.idempotencyKey })
          .returning()
      )[0],
    /**
     * An invoice with its priced lines, in one transaction: the same key twice inserts nothing, and
     * a line whose ledger entry is already billed refuses the whole invoice (its unique indexes).
     */
    insertInvoiceWithLines: (
      row: typeof invoices.$inferInsert,
      lines: Omit<typeof invoiceOutcomeLines.$inferInsert, 'invoiceId' | 'userId'>[],
    ) =>
      db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(invoices)
          .values(row)
          .onConflictDoNothing({ target: invoices.idempotencyKey })
          .returning();
        if (!saved) return undefined;
        if (lines.length)
          await tx
            .insert(invoiceOutcomeLines)
            .values(lines.map((l) => ({ ...l, invoiceId: saved.id, userId: saved.userId })));
        return saved;
      }),
    /** The ledger entries already on a person's invoices. */
    billedOutcomeLinesOf: (userId: number) =>
      db
        .select({
          kind: invoiceOutcomeLines.kind,
          outcomeId: invoiceOutcomeLines.outcomeId,
          creditedOutcomeId: invoiceOutcomeLines.creditedOutcomeId,
          amountCents: invoiceOutcomeLines.amountCents,
        })
        .from(invoiceOutcomeLines)
        .where(eq(invoiceOutcomeLines.userId, userId)),
    /** The priced lines of these invoices, in the order they were written. */
    linesOfInvoices: (invoiceIds: number[]) =>
      invoiceIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              invoiceId: invoiceOutcomeLines.invoiceId,
              description: invoiceOutcomeLines.description,
              amountCents: invoiceOutcomeLines.amountCents,
            })
            .from(invoiceOutcomeLines)
            .where(inArray(invoiceOutcomeLines.invoiceId, invoiceIds))
            .orderBy(asc(invoiceOutcomeLines.id)),
    /**
     * An invoice's state only moves forward: once PAID it stays PAID, so a failure notice that
     * arrives late (webhooks come in any order) cannot undo a payment.
     */
    updateInvoiceByPayment: (providerPaymentId: string, patch: Partial<typeof invoices.$inferInsert>) =>
      db
        .update(invoices)
        .set(patch)
        .where(and(eq(invoices.providerPaymentId, providerPaymentId), ne(invoices.status, 'PAID'))),

    /** True the first time an event id is seen. */
    claimWebhookEvent: async (eventId: string, type: string) =>
      (await db.insert(paymentWebhookEvents).values({ eventId, type }).onConflictDoNothing().returning())
        .length === 1,
    releaseWebhookEvent: (eventId: string) =>
      db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId)),
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
