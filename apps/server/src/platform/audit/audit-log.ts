import type { AuditEvent } from '@app/contracts/audit-events';
import type { auditLog } from '../../db/schema';
import type { Transaction } from '../../db/transaction';
import type { RequestOrigin } from '../auth/request-origin';

/** One typed event (see the contracts' list of audit events) with who did it, to whom, from where. */
export type AuditEntry = AuditEvent & {
  /** The person who acted as the services see them; the admin instead when `origin` names one testing as them. */
  actorId: number | null;
  targetType?: string;
  targetId?: string | number;
  subjectUserId?: number | null;
  /** What the route knew; a job or a sign-in before any session has only an address, or nothing. */
  origin?: RequestOrigin;
};

type AuditRecord = typeof auditLog.$inferSelect;

/**
 * Who did what to which record, when, from where. Services record the changes they make, inside the
 * change's own transaction when there is one (`tx`), so an entry lands with its change or not at all.
 * Rows are only ever added.
 */
export interface AuditLog {
  record(entry: AuditEntry, tx?: Transaction): Promise<void>;
  listForSubject(subjectUserId: number, limit?: number): Promise<AuditRecord[]>;
}
