import type { Dispute, ReviseLetterRequest } from '@app/contracts/disputes.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** PATCH /api/disputes/{id}/letter {letterContent}: the admin revises a letter the client has not approved. */
const reviseDisputeLetter = ({ id, ...body }: ReviseLetterRequest & { id: number }) =>
  apiRequest<Dispute>('PATCH', `/api/disputes/${id}/letter`, body);

export function useReviseDisputeLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviseDisputeLetter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
  });
}
