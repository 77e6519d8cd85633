import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { certifiedMailKeys } from '../../../lib/query-keys/certified-mail';
import { workQueueKeys } from '../../../lib/query-keys/work-queue';

/** POST /api/disputes/{id}/mail/handled: a returned letter or delivery issue dealt with. */
const markMailHandled = (disputeId: number) => call(endpoints.markMailHandled, { params: { id: disputeId } });

export function useMarkMailHandled(disputeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markMailHandled(disputeId),
    // The letter's card changes, and its row leaves the work queue (and the header's count).
    onSuccess: async (piece) => {
      queryClient.setQueryData(certifiedMailKeys.piece(disputeId), piece);
      await queryClient.invalidateQueries({ queryKey: workQueueKeys.all });
    },
  });
}
