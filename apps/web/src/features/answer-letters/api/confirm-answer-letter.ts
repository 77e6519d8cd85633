import type { ConfirmAnswerLetterRequest } from '@app/contracts/bureau-answer-letters.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { answerLetterKeys } from '../../../lib/query-keys/answer-letters';
import { bureauResponseKeys } from '../../../lib/query-keys/bureau-responses';
import { disputeOutcomeKeys } from '../../../lib/query-keys/dispute-outcomes';
import { disputeKeys } from '../../../lib/query-keys/disputes';
import { workQueueKeys } from '../../../lib/query-keys/work-queue';

/** POST /api/admin/bureau-answer-letters/{id}/confirm: the checked results counted in the client's results. */
const confirmAnswerLetter = ({ id, body }: { id: number; body: ConfirmAnswerLetterRequest }) =>
  call(endpoints.confirmBureauAnswerLetter, { params: { id }, body });

export function useConfirmAnswerLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAnswerLetter,
    // The answers close their letters' disputes and add to the timeline; the queue row goes.
    onSuccess: () =>
      Promise.all(
        [
          answerLetterKeys.all,
          bureauResponseKeys.all,
          disputeKeys.lists(),
          disputeOutcomeKeys.all,
          workQueueKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
