import type { BatchApprovalRequest } from '@app/contracts/dispute-batch.contract';
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

export function useAnswerLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLetters,
    // An approved letter puts its item in dispute: both lists change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]),
  });
}
