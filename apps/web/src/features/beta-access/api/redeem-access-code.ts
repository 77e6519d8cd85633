import type { RedeemAccessCodeRequest } from '@app/contracts/beta-access.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys/users';

/** POST /api/beta-access/redeem: the features join the account at once. */
const redeemAccessCode = (body: RedeemAccessCodeRequest) => call(endpoints.redeemAccessCode, { body });

export function useRedeemAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemAccessCode,
    // The signed-in user carries the features: reading it again opens the tools they grant.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });
}
