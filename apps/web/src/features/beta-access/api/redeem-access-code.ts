import type { RedeemAccessCodeRequest, RedeemAccessCodeResponse } from '@app/contracts/beta-access.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys/users';

/** POST /api/beta-access/redeem: the features join the account at once. */
const redeemAccessCode = (body: RedeemAccessCodeRequest) =>
  apiRequest<RedeemAccessCodeResponse>('POST', '/api/beta-access/redeem', body);

export function useRedeemAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemAccessCode,
    // The signed-in user carries the features: reading it again opens the tools they grant.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
  });
}
