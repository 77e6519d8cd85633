import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { answerLetterKeys } from '../../../lib/query-keys/answer-letters';

/** GET /api/bureau-answer-letter/{id}: one letter, its reading and the client's items it may be about. */
export const useAnswerLetter = (id: number) =>
  useQuery({
    queryKey: answerLetterKeys.one(id),
    queryFn: () => call(endpoints.getBureauAnswerLetter, { params: { id } }),
  });
