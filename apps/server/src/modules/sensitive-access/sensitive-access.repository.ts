import { sensitiveAccessActions } from '@app/contracts/sensitive-access-words';
import { and, type Column, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { auditLog, creditIssues, monitoringConnections, users } from '../../db/schema';

const actions = Object.keys(sensitiveAccessActions);
const actor = alias(users, 'actor');
const subject = alias(users, 'subject');
const nameOf = (u: { firstName: Column; lastName: Column }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

/** The sealed values a reveal opens, and the audit entries the Sensitive access page lists. */
export function createSensitiveAccessRepository(db: Database) {
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
  return {
    async sealedDateOfBirth(userId: number) {
      const row = await first(
        db.select({ v: users.dateOfBirthSealed }).from(users).where(eq(users.id, userId)).limit(1),
      );
      return row?.v ?? null;
    },

    /** The identity (SSN included) given when the client connected a bureau, newest first. */
    async sealedIdentity(userId: number) {
      const row = await first(
        db
          .select({ v: monitoringConnections.identitySealed })
          .from(monitoringConnections)
          .where(
            and(eq(monitoringConnections.userId, userId), isNotNull(monitoringConnections.identitySealed)),
          )
          .orderBy(desc(monitoringConnections.updatedAt))
          .limit(1),
      );
      return row?.v ?? null;
    },

    async sealedAccountNumber(userId: number, issueId: number) {
      const row = await first(
        db
          .select({ v: creditIssues.accountNumberSealed })
          .from(creditIssues)
          .where(and(eq(creditIssues.id, issueId), eq(creditIssues.userId, userId)))
          .limit(1),
      );
      return row?.v ?? null;
    },

    async sealedMonitoringPassword(userId: number, connectionId: number) {
      const row = await first(
        db
          .select({ v: monitoringConnections.passwordSealed })
          .from(monitoringConnections)
          .where(and(eq(monitoringConnections.id, connectionId), eq(monitoringConnections.userId, userId)))
          .limit(1),
      );
      return row?.v ?? null;
    },

    /** A page of the organization's sensitive-access entries, newest first, after `beforeId`. */
    page(
      organizationId: number,
      filter: { personId?: number; clientId?: number; beforeId?: number },
      limit: number,
    ) {
      return db
        .select({
          id: auditLog.id,
          at: auditLog.createdAt,
          action: auditLog.action,
          details: auditLog.details,
          personId: auditLog.actorId,
          personName: nameOf(actor),
          clientId: auditLog.subjectUserId,
          clientName: nameOf(subject),
        })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
        .where(
          and(
            eq(auditLog.organizationId, organizationId),
            inArray(auditLog.action, actions),
            filter.personId === undefined ? undefined : eq(auditLog.actorId, filter.personId),
            filter.clientId === undefined ? undefined : eq(auditLog.subjectUserId, filter.clientId),
            filter.beforeId === undefined ? undefined : lt(auditLog.id, filter.beforeId),
          ),
        )
        .orderBy(desc(auditLog.id))
        .limit(limit);
    },

    /** Everyone who looked, and every client looked at: the page's filter choices. */
    async choices(organizationId: number) {
      const within = and(eq(auditLog.organizationId, organizationId), inArray(auditLog.action, actions));
      const [people, clients] = await Promise.all([
        db
          .selectDistinct({ id: users.id, name: sql<string>`${nameOf(users)}` })
          .from(auditLog)
          .innerJoin(users, eq(users.id, auditLog.actorId))
          .where(within)
          .orderBy(sql`2`)
          .limit(500),
        db
          .selectDistinct({ id: users.id, name: sql<string>`${nameOf(users)}` })
          .from(auditLog)
          .innerJoin(users, eq(users.id, auditLog.subjectUserId))
          .where(within)
          .orderBy(sql`2`)
          .limit(500),
      ]);
      return { people, clients };
    },
  };
}
export type SensitiveAccessRepository = ReturnType<typeof createSensitiveAccessRepository>;
