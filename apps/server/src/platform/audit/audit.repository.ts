import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, platformOrganizationId } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { AuditEntry, AuditLog } from './audit-log';

/**
 * The row an entry becomes. In a 'Test as Client' session the services see the client signed in: the
 * admin is the actor and the client the subject, with both in the details, so no row says the client
 * did what the admin did.
 */
function rowOf(e: AuditEntry) {
  const impersonation = e.origin?.impersonation ?? null;
  const details = e.details as Record<string, unknown> | undefined;
  const actorId = impersonation ? impersonation.adminId : e.actorId;
  const subjectUserId = e.subjectUserId ?? impersonation?.clientId ?? null;
  return {
    // The entry belongs to the organization of the person it is about (else of the one acting):
    // read in the entry's own statement. Only the operator's access between two organizations names
    // the side each of its two copies is written to.
    organizationId:
      e.organizationId ??
      sql`coalesce(
      (select u.organization_id from users u where u.id = ${subjectUserId}::int),
      (select u.organization_id from users u where u.id = ${actorId}::int),
      ${platformOrganizationId})`,
    actorId,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId === undefined ? undefined : String(e.targetId),
    subjectUserId,
    ip: e.origin?.ip,
    details: impersonation ? { ...details, impersonation } : details,
  };
}

export function createAuditRepository(db: Database): AuditLog {
  return {
    async record(e: AuditEntry, tx?: Transaction) {
      await (tx ?? db).insert(auditLog).values(rowOf(e));
    },
    async listForSubject(subjectUserId: number, limit = 100) {
      return db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectUserId, subjectUserId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
