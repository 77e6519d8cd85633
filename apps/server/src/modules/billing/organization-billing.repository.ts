import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  organizationBillingAccounts,
  organizationInvoices,
  organizationSuspensions,
  organizations,
} from '../../db/schema';

export type { OrganizationInvoiceLine } from '../../db/schema';

export type OrganizationInvoiceRow = typeof organizationInvoices.$inferSelect;
type AccountPatch = Partial<Omit<typeof organizationBillingAccounts.$inferInsert, 'organizationId'>>;

/** The platform's billing of White Label companies; every query names the organization. */
export function createOrganizationBillingRepository(db: Database) {
  return {
    findOrganization: async (id: number) =>
      (await db.select().from(organizations).where(eq(organizations.id, id)))[0],
    /** The companies billed for the plan (the job works across organizations). */
    whiteLabelOrganizations: () =>
      db
        .select()
        .from(organizations)
        .where(eq(organizations.plan, 'WHITE_LABEL'))
        .orderBy(asc(organizations.id)),

    /** The company's suspensions, each with its reinstatement (null while still suspended). */
    suspensionsOf: (organizationId: number) =>
      db
        .select({ from: organizationSuspensions.suspendedAt, until: organizationSuspensions.reinstatedAt })
        .from(organizationSuspensions)
        .where(eq(organizationSuspensions.organizationId, organizationId)),
    /** Across organizations: every suspension, for the operator's list. */
    allSuspensions: () =>
      db
        .select({
          organizationId: organizationSuspensions.organizationId,
          from: organizationSuspensions.suspendedAt,
          until: organizationSuspensions.reinstatedAt,
        })
        .from(organizationSuspensions),

    /** The account whose card setup this is (a payment provider's event names only the setup). */
    accountBySetupIntent: async (setupIntentId: string) =>
      (
        await db
          .select()
          .from(organizationBillingAccounts)
          .where(eq(organizationBillingAccounts.setupIntentId, setupIntentId))
      )[0],

    /**
     * Records the card of the setup in progress, once: the setup is cleared where it is still
     * `setupIntentId`, so of two callers at the same moment (Stripe's webhook and the billing page)
     * only one finds it, and only that one goes on (false for the other).
     */
    claimSetup: async (
      organizationId: number,
      setupIntentId: string,
      saved: Required<Pick<AccountPatch, 'card' | 'cardSavedAt'>>,
    ) =>
      (
        await db
          .update(organizationBillingAccounts)
          .set({ ...saved, setupIntentId: null, setupClientSecret: null })
          .where(
            and(
              eq(organizationBillingAccounts.organizationId, organizationId),
              eq(organizationBillingAccounts.setupIntentId, setupIntentId),
            ),
          )
          .returning({ id: organizationBillingAccounts.organizationId })
      ).length === 1,

    accountOf: async (organizationId: number) =>
      (
        await db
          .select()
          .from(organizationBillingAccounts)
          .where(eq(organizationBillingAccounts.organizationId, organizationId))
      )[0],
    /** Across organizations: every company's account, for the operator's list. */
    allAccounts: () => db.select().from(organizationBillingAccounts),
    insertAccount: (row: typeof organizationBillingAccounts.$inferInsert) =>
      db.insert(organizationBillingAccounts).values(row),
    updateAccount: (organizationId: number, patch: AccountPatch) =>
      db
        .update(organizationBillingAccounts)
        .set(patch)
        .where(eq(organizationBillingAccounts.organizationId, organizationId)),

    invoicesOf: (organizationId: number) =>
      db
        .select()
        .from(organizationInvoices)
        .where(eq(organizationInvoices.organizationId, organizationId))
        .orderBy(desc(organizationInvoices.periodStart), desc(organizationInvoices.id)),
    /** Across organizations: every company's invoices, newest first, for the operator's list. */
    allInvoices: () => db.select().from(organizationInvoices).orderBy(desc(organizationInvoices.periodStart)),
    findInvoice: async (organizationId: number, id: number) =>
      (
        await db
          .select()
          .from(organizationInvoices)
          .where(
            and(eq(organizationInvoices.organizationId, organizationId), eq(organizationInvoices.id, id)),
          )
      )[0],
    /** A charge's outcome on an invoice not yet paid (once PAID it stays PAID). */
    settleInvoice: (
      organizationId: number,
      id: number,
      patch: Pick<
        typeof organizationInvoices.$inferInsert,
        'status' | 'providerPaymentId' | 'failureMessage' | 'paidAt'
      >,
    ) =>
      db
        .update(organizationInvoices)
        .set(patch)
        .where(
          and(
            eq(organizationInvoices.organizationId, organizationId),
            eq(organizationInvoices.id, id),
            ne(organizationInvoices.status, 'PAID'),
          ),
        ),
    /** The same month twice inserts once: a retried run never records a second invoice. */
    insertInvoice: async (row: typeof organizationInvoices.$inferInsert) =>
      (
        await db
          .insert(organizationInvoices)
          .values(row)
          .onConflictDoNothing({
            target: [organizationInvoices.organizationId, organizationInvoices.periodStart],
          })
          .returning()
      )[0],
  };
}
export type OrganizationBillingRepository = ReturnType<typeof createOrganizationBillingRepository>;
