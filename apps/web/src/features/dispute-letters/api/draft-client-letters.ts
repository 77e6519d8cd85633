import type { DraftLettersRequest } from '@app/contracts/dispute-batch.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/**
 * POST /api/admin/dispute-letters {userId, issueIds, bureaus} or {userId, items}: one letter per item and bureau, each
 * saved as a dispute awaiting the client's approval; pairs already under dispute come back skipped.
 */
const draftClientLetters = (body: DraftLettersRequest) => call(endpoints.draftClientDisputeLetters, { body });

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
