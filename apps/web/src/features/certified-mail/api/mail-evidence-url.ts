import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { href } from '../../../lib/api-client';

/** GET /api/disputes/{id}/mail/evidence: the evidence packet, a link so the browser downloads it. */
export const mailEvidenceUrl = (id: number) => href(endpoints.getMailEvidence, { params: { id } });
