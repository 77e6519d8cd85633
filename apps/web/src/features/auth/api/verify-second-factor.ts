import type { MfaVerifyRequest, MfaVerifyResponse } from '@app/contracts/auth.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './get-second-factor-status';

/** POST /api/auth/mfa/verify: an authentication code or a recovery code completes the sign-in. */
const verifySecondFactor = (body: MfaVerifyRequest) =>
  apiRequest<MfaVerifyResponse>('POST', '/api/auth/mfa/verify', body);

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: () => queryClient.fetchQuery({ ...secondFactorStatusQuery, staleTime: 0 }),
  });
}
