import type { DraftLettersRequest, DraftLettersResponse } from '@app/contracts/dispute-batch.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/**
 * POST /api/admin/dispute-letters {userId, issueIds, bureaus} or {userId, items}: one letter per item and bureau, each
 * saved as a dispute awaiting the client's approval; pairs already under dispute come back skipped.
 */
const draftClientLetters = (body: DraftLettersRequest) =>
  apiRequest<DraftLettersResponse>('POST', '/api/admin/dispute-letters', body);

export function useDraftClientLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: draftClientLetters,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]),
  });
}
