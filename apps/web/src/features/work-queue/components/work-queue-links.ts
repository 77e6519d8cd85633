import type { WorkQueueItem } from '@app/contracts/work-queue.contract';
import { adminPortalPath, paths } from '../../../config/paths';

const withParams = (path: string, params: Record<string, string | number | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value != null) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * Where each kind of work is done, with the client and the record (upload, letter, ticket) already
 * chosen there, so following a row never ends on a screen that asks "which one?".
 */
export function workQueueItemLink(item: WorkQueueItem) {
  const client = item.clientId;
  switch (item.group) {
    case 'REPORT_UNREADABLE':
    case 'REPORT_UNCONFIRMED':
      // Report uploads are opened and confirmed on the Admin Dashboard's Upload Reports tab.
      return withParams(paths.admin, { tab: 'upload-reports', client, upload: item.recordId });
    case 'AWAITING_APPROVAL':
      // Only the client can approve; the specialist's part is a reminder in their secure chat.
      return withParams(adminPortalPath('chat'), { client });
    case 'APPROVED_UNMAILED':
      // The letter is chosen in Add Tracking; its number is the work.
      return withParams(adminPortalPath('tracking'), { client, dispute: item.recordId });
    case 'MAILED_UNDELIVERED':
    case 'FOLLOW_UP_DUE':
      // The letter's tracking card opens: refresh, enter the delivery, or mark the follow-up.
      return withParams(adminPortalPath('tracking'), { client, dispute: item.recordId });
    case 'REINSERTED_NO_NOTICE':
      // The client's letters in the Dispute Center: the drafted letter, and the one that had it deleted.
      return withParams(adminPortalPath('disputes'), { client });
    case 'ANSWER_LETTER_TO_CONFIRM':
      // The letter opens on Bureau Analysis with its rows to check and confirm.
      return withParams(adminPortalPath('bureau-analysis'), { client, letter: item.recordId });
    case 'BUREAU_ANSWER_OVERDUE':
    case 'RESPONSE_UNANALYSED':
      return withParams(adminPortalPath('bureau-analysis'), { client });
    case 'OPEN_TICKET':
      return withParams(paths.supportAdmin, { ticket: item.recordId, search: item.reference });
    case 'UNREAD_MESSAGES':
      return withParams(adminPortalPath('chat'), { client });
    case 'MAIL_RETURNED':
    case 'MAIL_QUEUED_TOO_LONG':
      // The mailed letter's card opens in tracking: its events, the address, and "mark handled".
      return withParams(adminPortalPath('tracking'), { client, dispute: item.disputeId ?? null });
  }
}
