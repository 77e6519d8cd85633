import type { IdentityTheftScan } from '@app/contracts/identity-theft.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { identityTheftKeys } from '../../../lib/query-keys/identity-theft';

/** DELETE /api/identity-theft-signals/{id}: the person takes back what they said. */
const removeTheftSignal = (id: number) =>
  apiRequest<IdentityTheftScan>('DELETE', `/api/identity-theft-signals/${id}`);

export function useRemoveTheftSignal(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTheftSignal,
    onSuccess: (scan) => queryClient.setQueryData(identityTheftKeys.scan(userId), scan),
  });
}
