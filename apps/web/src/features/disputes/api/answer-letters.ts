import type { BatchApprovalRequest, BatchApprovalResponse } from '@app/contracts/dispute-batch.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/**
 * POST /api/disputes/approve {items}: the consumer's answers to several drafted letters at once,
 * each approved with its own attestation or left unsent because the item is accurate.
 */
const answerLetters = (body: BatchApprovalRequest) =>
  apiRequest<BatchApprovalResponse>('POST', '/api/disputes/approve', body);

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
