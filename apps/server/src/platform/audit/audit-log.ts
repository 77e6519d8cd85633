import type { AuditEvent } from '@app/contracts/audit-events';
import type { auditLog } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

/** One typed event (see the contracts' list of audit events) with who did it, to whom, from where. */
export type AuditEntry = AuditEvent & {
  /** The person who acted as the services see them; the admin instead when `origin` names one testing as them. */
  actorId: number | null;
  targetType?: string;
  targetId?: string | number;
  subjectUserId?: number | null;
  /**
   * The organization this entry belongs to, where neither subject nor actor names it: an act between
   * two organizations (the platform operator's access to a company), written once to each side's
   * log, or a failed sign-in at an organization's address. Otherwise the entry takes its subject's
   * organization, else its actor's.
   */
  organizationId?: number;
  /**
   * Where the act came from, as the route knew it (a RequestOrigin): the address and, in a 'Test as
   * Client' session, the admin behind it. A job has none.
   */
  origin?: { ip: string; impersonation?: { adminId: number; clientId: number } | null };
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
