import type { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  subjectUserId?: number | null;
  ip?: string;
  details?: Record<string, unknown>;
}

type AuditRecord = typeof auditLog.$inferSelect;

/**
 * Who did what to which record, when, from where: a platform service like the request log, so a
 * route may record the request's IP. The audit repository keeps it; rows are only ever added.
 */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  listForSubject(subjectUserId: number, limit?: number): Promise<AuditRecord[]>;
}
