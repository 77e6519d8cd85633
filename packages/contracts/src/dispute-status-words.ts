// Zod-free, so the dashboard's dispute list does not load the schema library with it.
import { personDate } from './common/person-dates';
import { disputeStatusGroups } from './dispute-counts';
import type { Dispute, DisputeStatus } from './disputes.contract';
import { followUpDue, longDate } from './follow-up';

/** The one word for each dispute status, on every screen that shows one. */
export const disputeStatusLabels: Record<DisputeStatus, string> = {
  PENDING: 'Not mailed yet',
  SENT: 'Mailed',
  DELIVERED: 'Delivered',
  FOLLOW_UP_REQUIRED: 'Follow-up Required',
  RESOLVED: 'Resolved',
  REJECTED: 'Rejected',
};

type StatusFacts = Pick<Dispute, 'status' | 'followUpDate' | 'alertSent'>;

/**
 * The status a screen shows: the stored one, except that a follow-up that has come due and is not
 * completed reads "Follow-up Required" everywhere at once, before the nightly job stores it.
 */
export const shownDisputeStatus = (d: StatusFacts, today: string): DisputeStatus =>
  !d.alertSent && followUpDue(d, today) ? 'FOLLOW_UP_REQUIRED' : d.status;

/**
 * Where the dispute stands in time, in one line: never an answer date for a letter not yet
 * mailed (the bureau's 30 days start when it receives it).
 */
export function disputeTimeline(
  d: Pick<Dispute, 'status' | 'dateSent' | 'deliveryDate' | 'expectedResponse' | 'actualResponse'>,
): string {
  if (d.status === 'RESOLVED' || d.status === 'REJECTED')
    return `Completed${d.actualResponse ? ` · answered ${longDate(d.actualResponse)}` : ''}`;
  if ((disputeStatusGroups.awaitingMailing as readonly DisputeStatus[]).includes(d.status))
    return 'Not mailed yet: the bureau’s 30 days start when it receives the letter';
  if (!d.deliveryDate)
    return d.dateSent
      ? `Mailed ${personDate(d.dateSent)} · on its way to the bureau`
      : 'On its way to the bureau';
  return `Delivered ${longDate(d.deliveryDate)} · answer due ${longDate(d.expectedResponse)}`;
}
