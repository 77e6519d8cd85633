import type { UserActivityEntry } from '@app/contracts/admin-clients.contract';
import { type AuditSentence, describeAuditEntry } from '@app/contracts/audit-events';

/** One entry of a person's activity in words, as the contracts' list of audit events words it. */
export const activitySentence = (entry: UserActivityEntry): AuditSentence =>
  describeAuditEntry(entry.action, entry.details, entry.actorName);
