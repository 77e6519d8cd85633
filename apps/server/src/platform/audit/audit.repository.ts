import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  subjectUserId?: number | null;
  ip?: string;
  details?: Record<string, unknown>;
}

export function createAuditRepository(db: Database) {
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
export type AuditLog = ReturnType<typeof createAuditRepository>;
