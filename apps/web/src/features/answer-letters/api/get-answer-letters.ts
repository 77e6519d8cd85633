import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { answerLetterKeys } from '../../../lib/query-keys/answer-letters';

/** GET /api/bureau-answer-letters/{userId}: a person's uploaded bureau answer letters and their readings. */
export const useAnswerLetters = (userId: number) =>
  useQuery({
    queryKey: answerLetterKeys.ofClient(userId),
    queryFn: () => call(endpoints.listBureauAnswerLetters, { params: { userId } }),
  });
