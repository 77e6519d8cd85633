import { and, asc, desc, eq, gt, inArray, isNull, like, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  auditLog,
  creditIssues,
  creditReports,
  disputes,
  operatorAccessGrants,
  organizationSuspensions,
  organizations,
  sessions,
  users,
} from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import { isClient } from '../../db/user-columns';

/** The active Owners of an organization. */
const activeOwnersOf = (organizationId: number) =>
  and(eq(users.organizationId, organizationId), eq(users.teamRole, 'OWNER'), isNull(users.deactivatedAt));

/**
 * The platform operator's reads and writes. Most of them cross organizations on purpose (the
 * operator looks at every company from above), and each such function says so in its name; the
 * consumer-record reads among them are called only once a live grant has been checked.
 */
export function createPlatformOperatorRepository(db: Database) {
  return {
    inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /**
     * Every organization with its figures: clients with an account, and letters written since the
     * month began in `timeZone` at `now` (the month's start is computed by the database from the
     * instant given, so the figure follows the injected clock).
     */
    async organizationsAcrossPlatform(now: Date, timeZone: string) {
      const clients = db
        .select({
          organizationId: users.organizationId,
          clientCount: sql<number>`count(*)::int`.as('client_count'),
        })
        .from(users)
        .where(isClient)
        .groupBy(users.organizationId)
        .as('clients');
      const monthStart = sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;
      const letters = db
        .select({
          organizationId: users.organizationId,
          letterCount: sql<number>`count(*)::int`.as('letter_count'),
        })
        .from(disputes)
        .innerJoin(users, eq(users.id, disputes.userId))
        .where(sql`${disputes.createdAt} >= ${monthStart}`)
        .groupBy(users.organizationId)
        .as('letters');
      const grants = db
        .select({
          organizationId: operatorAccessGrants.organizationId,
          until: sql<Date>`max(${operatorAccessGrants.expiresAt})`.as('until'),
        })
        .from(operatorAccessGrants)
        .where(and(isNull(operatorAccessGrants.revokedAt), gt(operatorAccessGrants.expiresAt, now)))
        .groupBy(operatorAccessGrants.organizationId)
        .as('grants');
      return db
        .select({
          id: organizations.id,
          companyName: organizations.companyName,
          slug: organizations.slug,
          host: organizations.host,
          plan: organizations.plan,
          status: organizations.status,
          suspendedAt: organizations.suspendedAt,
          createdAt: organizations.createdAt,
          activeClients: sql<number>`coalesce(${clients.clientCount}, 0)::int`,
          lettersThisMonth: sql<number>`coalesce(${letters.letterCount}, 0)::int`,
          accessUntil: sql<string | null>`${grants.until}`,
        })
        .from(organizations)
        .leftJoin(clients, eq(clients.organizationId, organizations.id))
        .leftJoin(letters, eq(letters.organizationId, organizations.id))
        .leftJoin(grants, eq(grants.organizationId, organizations.id))
        .orderBy(asc(organizations.id));
    },

    async findOrganization(id: number) {
      const [row] = await db
        .select({
          id: organizations.id,
          companyName: organizations.companyName,
          status: organizations.status,
        })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row;
    },

    /**
     * Suspends (at `at`) or reinstates (at `at`) the organization, and keeps the span in its history of
     * suspensions: a suspension opens one, a reinstatement closes the open one (its billing reads them).
     */
    async setStatus(id: number, status: 'active' | 'suspended', at: Date, tx: Transaction) {
      const suspended = status === 'suspended';
      await tx
        .update(organizations)
        .set({ status, suspendedAt: suspended ? at : null })
        .where(eq(organizations.id, id));
      if (suspended) await tx.insert(organizationSuspensions).values({ organizationId: id, suspendedAt: at });
      else
        await tx
          .update(organizationSuspensions)
          .set({ reinstatedAt: at })
          .where(
            and(eq(organizationSuspensions.organizationId, id), isNull(organizationSuspensions.reinstatedAt)),
          );
    },

    /** Ends every session of the organization's people (their own and any 'Test as Client' one). */
    async endSessionsOfOrganization(id: number, tx: Transaction) {
      const people = tx.select({ id: users.id }).from(users).where(eq(users.organizationId, id));
      await tx.delete(sessions).where(inArray(sessions.userId, people));
    },

    /**
     * The organization's owner: its earliest active Owner (by when the account was made, then id),
     * the one who answers for the operator's grants.
     */
    async ownerOf(organizationId: number, tx?: Transaction) {
      const [row] = await (tx ?? db)
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(activeOwnersOf(organizationId))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(1);
      return row;
    },

    async insertGrant(
      grant: {
        organizationId: number;
        grantedByUserId: number;
        hours: number;
        grantedAt: Date;
        expiresAt: Date;
      },
      tx: Transaction,
    ) {
      const [row] = await tx.insert(operatorAccessGrants).values(grant).returning();
      return row as typeof operatorAccessGrants.$inferSelect;
    },

    async grantsOf(organizationId: number, limit = 20) {
      return db
        .select({
          grant: operatorAccessGrants,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(operatorAccessGrants)
        .innerJoin(users, eq(users.id, operatorAccessGrants.grantedByUserId))
        .where(eq(operatorAccessGrants.organizationId, organizationId))
        .orderBy(desc(operatorAccessGrants.grantedAt), desc(operatorAccessGrants.id))
        .limit(limit);
    },

    async findGrant(id: number, organizationId: number) {
      const [row] = await db
        .select()
        .from(operatorAccessGrants)
        .where(and(eq(operatorAccessGrants.id, id), eq(operatorAccessGrants.organizationId, organizationId)));
      return row;
    },

    async revokeGrant(id: number, byUserId: number, at: Date, tx: Transaction) {
      const [row] = await tx
        .update(operatorAccessGrants)
        .set({ revokedAt: at, revokedByUserId: byUserId })
        .where(
          and(
            eq(operatorAccessGrants.id, id),
            isNull(operatorAccessGrants.revokedAt),
            gt(operatorAccessGrants.expiresAt, at),
          ),
        )
        .returning({ id: operatorAccessGrants.id });
      return row !== undefined;
    },

    /** The grant that lets the operator in now, if any (the one lasting longest). */
    async liveGrant(organizationId: number, now: Date) {
      const [row] = await db
        .select()
        .from(operatorAccessGrants)
        .where(
          and(
            eq(operatorAccessGrants.organizationId, organizationId),
            isNull(operatorAccessGrants.revokedAt),
            gt(operatorAccessGrants.expiresAt, now),
          ),
        )
        .orderBy(desc(operatorAccessGrants.expiresAt))
        .limit(1);
      return row;
    },

    /**
     * Grants of every organization that expired unrevoked and whose expiry is not yet audited: each
     * is claimed (marked) in the caller's transaction, so two processes never record one twice.
     */
    async claimExpiredGrantsAcrossOrganizations(now: Date, tx: Transaction) {
      return tx
        .update(operatorAccessGrants)
        .set({ expiryRecordedAt: now })
        .where(
          and(
            isNull(operatorAccessGrants.revokedAt),
            isNull(operatorAccessGrants.expiryRecordedAt),
            lte(operatorAccessGrants.expiresAt, now),
          ),
        )
        .returning();
    },

    /** The clients of one organization, read by the operator under a grant. */
    async clientsOfOrganizationAcrossOrganizations(organizationId: number) {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(eq(users.organizationId, organizationId), isClient))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(500);
    },

    /** One client of one organization with their file's figures and letters, read under a grant. */
    async clientFileAcrossOrganizations(organizationId: number, userId: number) {
      const [client] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.organizationId, organizationId), isClient));
      if (!client) return undefined;
      const [report] = await db
        .select({ score: creditReports.creditScore })
        .from(creditReports)
        .where(eq(creditReports.userId, userId))
        .orderBy(desc(creditReports.lastUpdated), desc(creditReports.id))
        .limit(1);
      const [issues] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(creditIssues)
        .where(and(eq(creditIssues.userId, userId), ne(creditIssues.status, 'RESOLVED')));
      const letters = await db
        .select({
          id: disputes.id,
          bureau: disputes.bureau,
          status: disputes.status,
          createdAt: disputes.createdAt,
        })
        .from(disputes)
        .where(eq(disputes.userId, userId))
        .orderBy(desc(disputes.createdAt), desc(disputes.id))
        .limit(100);
      return { client, latestScore: report?.score ?? null, openIssues: issues?.n ?? 0, letters };
    },

    /** The operator-access entries of one organization's own log, newest first. */
    async operatorAccessEntriesOf(organizationId: number, limit = 50) {
      return db
        .select({
          action: auditLog.action,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.organizationId, organizationId), like(auditLog.action, 'operator_access.%')))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
export type PlatformOperatorRepository = ReturnType<typeof createPlatformOperatorRepository>;
