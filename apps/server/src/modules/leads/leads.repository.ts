import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads, subscriptionPlans } from '../../db/schema';

type LeadStatus = (typeof leads.$inferSelect)['status'];

const adminColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  phone: leads.phone,
  email: leads.email,
  creditIssues: leads.creditIssues,
  additionalDetails: leads.additionalDetails,
  urgency: leads.urgency,
  status: leads.status,
  submittedAt: leads.submittedAt,
  statusChangedAt: leads.statusChangedAt,
  convertedUserId: leads.convertedUserId,
  planName: subscriptionPlans.name,
};
export type AdminLeadRow = Awaited<ReturnType<ReturnType<typeof createLeadsRepository>['find']>>;

export function createLeadsRepository(db: Database) {
  return {
    async insert(lead: typeof leads.$inferInsert) {
      const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
      return row as { id: number };
    },

    /** Newest first (by arrival, which the created index serves), optionally of one status. */
    async listPage(opts: { page: number; pageSize: number; status?: LeadStatus }) {
      const where = opts.status ? eq(leads.status, opts.status) : undefined;
      const [items, [total]] = await Promise.all([
        db
          .select(adminColumns)
          .from(leads)
          .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, leads.planId))
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(opts.pageSize)
          .offset((opts.page - 1) * opts.pageSize),
        db.select({ n: count() }).from(leads).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async find(id: number) {
      const [row] = await db
        .select(adminColumns)
        .from(leads)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, leads.planId))
        .where(eq(leads.id, id));
      return row;
    },

    /** A plan a visitor may still choose: it exists and is offered. */
    async isOfferedPlan(id: number) {
      const [row] = await db
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, id), eq(subscriptionPlans.active, true)));
      return row !== undefined;
    },

    async setStatus(id: number, status: LeadStatus, convertedUserId: number | null, at: Date) {
      await db.update(leads).set({ status, convertedUserId, statusChangedAt: at }).where(eq(leads.id, id));
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
