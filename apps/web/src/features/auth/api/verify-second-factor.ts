import type { MfaVerifyRequest } from '@app/contracts/auth.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { secondFactorStatusQuery } from './get-second-factor-status';

/** POST /api/auth/mfa/verify: an authentication code or a recovery code completes the sign-in. */
const verifySecondFactor = (body: MfaVerifyRequest) => call(endpoints.verifySecondFactor, { body });

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: () => queryClient.fetchQuery({ ...secondFactorStatusQuery, staleTime: 0 }),
  });
}
