import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { identityTheftKeys } from '../../../lib/query-keys/identity-theft';

/** DELETE /api/identity-theft-signals/{id}: the person takes back what they said. */
const removeTheftSignal = (id: number) => call(endpoints.removeIdentityTheftSignal, { params: { id } });

export function useRemoveTheftSignal(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTheftSignal,
    onSuccess: (scan) => queryClient.setQueryData(identityTheftKeys.scan(userId), scan),
  });
}
