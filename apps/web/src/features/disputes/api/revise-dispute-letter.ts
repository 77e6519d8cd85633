import type { ReviseLetterRequest } from '@app/contracts/disputes.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** PATCH /api/disputes/{id}/letter {letterContent}: the admin revises a letter the client has not approved. */
const reviseDisputeLetter = ({ id, ...body }: ReviseLetterRequest & { id: number }) =>
  call(endpoints.reviseDisputeLetter, { params: { id }, body });

export function useReviseDisputeLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseDisputeLetter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
