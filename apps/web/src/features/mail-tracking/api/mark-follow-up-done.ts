import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** PATCH /api/disputes/{id}/alert-sent: Mark Completed on a follow-up alert. */
const markFollowUpDone = (id: number) => call(endpoints.markFollowUpDone, { params: { id } });

export function useMarkFollowUpDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFollowUpDone,
    // Mark Completed refreshes the dispute lists.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
