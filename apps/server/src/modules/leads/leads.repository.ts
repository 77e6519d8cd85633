import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leads } from '../../db/schema';

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
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(opts.pageSize)
          .offset((opts.page - 1) * opts.pageSize),
        db.select({ n: count() }).from(leads).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async find(id: number) {
      const [row] = await db.select(adminColumns).from(leads).where(eq(leads.id, id));
      return row;
    },

    async setStatus(id: number, status: LeadStatus, convertedUserId: number | null, at: Date) {
      await db.update(leads).set({ status, convertedUserId, statusChangedAt: at }).where(eq(leads.id, id));
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
