import type { BatchApprovalRequest, BatchApprovalResponse } from '@app/contracts/dispute-batch.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/**
 * POST /api/disputes/approve {items}: the consumer's answers to several drafted letters at once,
 * each approved with its own attestation or left unsent because the item is accurate.
 */
const answerLetters = (body: BatchApprovalRequest) => call(endpoints.answerDisputeLetters, { body });

/**
 * `onAnswered` is the mutation's own, not a callback given to `mutate`: reading the list again takes
 * the answered letters out of it, which unmounts the form that sent them, and a `mutate` callback of
 * an unmounted component is dropped, so the outcome would go unshown whenever the refetch won.
 */
export function useAnswerLetters(onAnswered: (result: BatchApprovalResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLetters,
    onSuccess: (result) => {
      onAnswered(result);
      // An approved letter puts its item in dispute: both lists change.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]);
    },
  });
}
