import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { identityTheftKeys } from '../../../lib/query-keys/identity-theft';

/** POST /api/identity-theft-scan/generate {userId}: any signal opens an ACTIVE case. */
const runIdentityTheftScan = (userId: number) => call(endpoints.runIdentityTheftScan, { body: { userId } });

export function useRunIdentityTheftScan(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runIdentityTheftScan(userId),
    onSuccess: (scan) => queryClient.setQueryData(identityTheftKeys.scan(userId), scan),
  });
}
