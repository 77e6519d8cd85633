import type { DisputeChangeRequest } from '@app/contracts/disputes.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/disputes/{id}/change-request {message}: the consumer asks for changes to a drafted letter. */
const requestLetterChanges = ({ id, ...body }: DisputeChangeRequest & { id: number }) =>
  call(endpoints.requestDisputeChanges, { params: { id }, body });

export function useRequestLetterChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestLetterChanges,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
