import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { href } from '../../../lib/api-client';

/** GET /api/dispute-outcomes/{userId}/proof-of-work?month=: the month's report, a link the browser downloads. */
export const proofOfWorkUrl = (userId: number, month: string) =>
  href(endpoints.downloadProofOfWork, { params: { userId }, query: { month } });
