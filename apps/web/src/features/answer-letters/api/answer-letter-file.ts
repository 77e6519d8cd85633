import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { href } from '../../../lib/api-client';

/** GET /api/admin/bureau-answer-letters/{id}/file: the uploaded letter as it came, for a person to read. */
export const answerLetterFileHref = (id: number) =>
  href(endpoints.downloadBureauAnswerLetter, { params: { id } });
