import type { Bureau } from '@app/contracts/bureaus';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { href } from '../../../lib/api-client';

/** GET /api/dispute-outcomes/{userId}/next-round/complaint: the CFPB complaint packet, a link the browser downloads. */
export const complaintPacketUrl = (userId: number, issueId: number, bureau: Bureau) =>
  href(endpoints.downloadComplaintPacket, { params: { userId }, query: { issueId, bureau } });
