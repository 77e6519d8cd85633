import { and, asc, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lockNamespaces } from '../../db/lock-keys';
import { leads, subscriptionPlans } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { PagePosition } from '../../platform/page-cursor';

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
  submissionCount: leads.submissionCount,
  lastSubmittedAt: leads.lastSubmittedAt,
};

/** When the lead was last heard from, by our clock (the form's own timestamp is the visitor's). */
const latestActivity = sql`coalesce(${leads.lastSubmittedAt}, ${leads.createdAt})`;
const digitsOf = (column: typeof leads.phone) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export type AdminLeadRow = Awaited<ReturnType<ReturnType<typeof createLeadsRepository>['find']>>;

export function createLeadsRepository(db: Database) {
  // The organization's total, asked with every page of the list: planned once.
  const allLeadsCount = db
    .select({ n: count() })
    .from(leads)
    .where(eq(leads.organizationId, sql.placeholder('organizationId')))
    .prepare('leads_count');
  return {
    /**
     * A submission from someone heard from within the window (same phone digits or e-mail) updates
     * that lead: latest details, one more in the count. The advisory lock on the phone makes two
     * identical submissions arriving together land on one lead.
     */
    async insertOrUpdateRepeat(
      lead: typeof leads.$inferInsert & { organizationId: number; phoneDigits: string },
      since: Date,
      at: Date,
    ) {
      const { phoneDigits, ...values } = lead;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${lockNamespaces.leadByPhone}::int, hashtext(${phoneDigits}))`,
        );
        const sameSender = values.email
          ? or(
              eq(digitsOf(leads.phone), phoneDigits),
              eq(sql`lower(${leads.email})`, values.email.toLowerCase()),
            )
          : eq(digitsOf(leads.phone), phoneDigits);
        const [earlier] = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(eq(leads.organizationId, values.organizationId), sameSender, gt(latestActivity, since)))
          .orderBy(desc(latestActivity), desc(leads.id))
          .limit(1)
          .for('update');
        if (earlier) {
          const { ip, ...details } = values;
          const [updated] = await tx
            .update(leads)
            .set({
              ...details,
              email: values.email ?? sql`${leads.email}`,
              ip,
              submissionCount: sql`${leads.submissionCount} + 1`,
              lastSubmittedAt: at,
            })
            .where(eq(leads.id, earlier.id))
            .returning({ submissionCount: leads.submissionCount });
          return { id: earlier.id, submissionCount: updated?.submissionCount ?? 2 };
        }
        const [row] = await tx
          .insert(leads)
          .values({ ...values, createdAt: at })
          .returning({ id: leads.id });
        return { id: (row as { id: number }).id, submissionCount: 1 };
      });
    },

    /**
     * Latest activity first, optionally of one status and matching a search of name, e-mail and
     * phone, read in the order of `leads_latest_activity_idx`: after a cursor the page starts at the
     * cursor's (latest activity, id); by page number the page's ids are picked from the leads alone
     * and only they are joined to their plan. One row more than the page is read to know whether
     * another page follows.
     */
    async listPage(opts: {
      organizationId: number;
      page: number;
      pageSize: number;
      status?: LeadStatus;
      q?: string;
      after?: PagePosition<string>;
    }) {
      const filters: SQL[] = [];
      if (opts.status) filters.push(eq(leads.status, opts.status));
      const filtered = filters.length > 0 || opts.q !== undefined;
      if (opts.q) {
        const pattern = `%${escapeLike(opts.q)}%`;
        const digits = opts.q.replace(/\D/g, '');
        const match = or(
          ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, pattern),
          ilike(leads.email, pattern),
          ilike(leads.phone, pattern),
          digits.length >= 3 ? sql`${digitsOf(leads.phone)} like ${`%${digits}%`}` : undefined,
        );
        if (match) filters.push(match);
      }
      const where = and(eq(leads.organizationId, opts.organizationId), ...filters);
      const keyset = opts.after
        ? sql`(${latestActivity}, ${leads.id}) < (${opts.after.key}::timestamptz, ${opts.after.id}::int)`
        : undefined;
      const [counted] = filtered
        ? await db.select({ n: count() }).from(leads).where(where)
        : await allLeadsCount.execute({ organizationId: opts.organizationId });
      const total = counted?.n ?? 0;
      // A page in the older half is read from the oldest end (its rows come back newest first from
      // the join), so no page number skips more than half the list.
      const skip = opts.after ? 0 : (opts.page - 1) * opts.pageSize;
      const rest = total - skip - opts.pageSize;
      const fromOldest = !opts.after && skip > 0 && skip < total && rest < skip;
      const pageIds = db
        .select({ pageId: leads.id })
        .from(leads)
        .where(and(where, keyset))
        .orderBy(
          ...(fromOldest ? [asc(latestActivity), asc(leads.id)] : [desc(latestActivity), desc(leads.id)]),
        )
        .limit(fromOldest ? Math.min(opts.pageSize, total - skip) : opts.pageSize + 1)
        .offset(fromOldest ? Math.max(0, rest) : skip)
        .as('page_ids');
      const rows = await db
        .select({
          ...adminColumns,
          // As text, to the microsecond: the next page's cursor.
          activityKey: sql<string>`${latestActivity}::text`,
        })
        .from(pageIds)
        .innerJoin(leads, eq(leads.id, pageIds.pageId))
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, leads.planId))
        .orderBy(desc(latestActivity), desc(leads.id));
      return {
        items: rows.slice(0, opts.pageSize),
        hasMore: fromOldest ? rest > 0 : rows.length > opts.pageSize,
        total,
      };
    },

    /** A lead of the organization; another organization's lead does not exist here. */
    async find(id: number, organizationId: number) {
      const [row] = await db
        .select(adminColumns)
        .from(leads)
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, leads.planId))
        .where(and(eq(leads.id, id), eq(leads.organizationId, organizationId)));
      return row;
    },

    /** A plan a visitor may still choose: it exists and the organization offers it. */
    async isOfferedPlan(id: number, organizationId: number) {
      const [row] = await db
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(
          and(
            eq(subscriptionPlans.id, id),
            eq(subscriptionPlans.organizationId, organizationId),
            eq(subscriptionPlans.active, true),
          ),
        );
      return row !== undefined;
    },

    /** Inside the caller's transaction (the change and its audit entry). */
    /** Runs `work` in one transaction: everything it writes lands, or nothing does. */
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),
    async setStatus(
      tx: Transaction,
      id: number,
      status: LeadStatus,
      convertedUserId: number | null,
      at: Date,
    ) {
      await tx.update(leads).set({ status, convertedUserId, statusChangedAt: at }).where(eq(leads.id, id));
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
