import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuditEntry, AuditLog } from './audit-log';

export function createAuditRepository(db: Database): AuditLog {
  return {
    async record(e: AuditEntry) {
      await db.insert(auditLog).values({
        actorId: e.actorId,
        action: e.action,
        targetType: e.targetType,
        targetId: e.targetId === undefined ? undefined : String(e.targetId),
        subjectUserId: e.subjectUserId ?? null,
        ip: e.ip,
        details: e.details,
      });
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
