import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';
import { workQueueKeys } from '../../../lib/query-keys/work-queue';

/** POST /api/admin/reinsertions/{id}/letter: the letter about an item reinstated without the bureau's notice, saved for the client to approve. */
const draftReinsertionLetter = (id: number) => call(endpoints.draftReinsertionLetter, { params: { id } });

export function useDraftReinsertionLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: draftReinsertionLetter,
    // The row leaves its group and the letter joins those awaiting approval, and the client's letters.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workQueueKeys.all }),
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
      ]),
  });
}
