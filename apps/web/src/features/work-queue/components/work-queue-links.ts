import type { WorkQueueItem } from '@app/contracts/work-queue.contract';
import { adminPortalPath, paths } from '../../../config/paths';

const forClient = (path: string, clientId: number | null) =>
  clientId === null ? path : `${path}?client=${clientId}`;

/** Where each kind of work is done, with the client already chosen. */
export function workQueueItemLink(item: WorkQueueItem) {
  switch (item.group) {
    case 'REPORT_UNCONFIRMED':
      // Report uploads are confirmed on the Admin Dashboard (document 001 section 2.19).
      return paths.admin;
    case 'AWAITING_APPROVAL':
      return forClient(adminPortalPath('disputes'), item.clientId);
    case 'APPROVED_UNMAILED':
    case 'MAILED_UNDELIVERED':
    case 'FOLLOW_UP_DUE':
      return forClient(adminPortalPath('tracking'), item.clientId);
    case 'BUREAU_ANSWER_OVERDUE':
    case 'RESPONSE_UNANALYSED':
      return forClient(adminPortalPath('bureau-analysis'), item.clientId);
    case 'OPEN_TICKET':
      return paths.supportAdmin;
    case 'UNREAD_MESSAGES':
      return forClient(adminPortalPath('chat'), item.clientId);
  }
}
