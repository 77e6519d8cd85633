import type { MfaCodeRequest, MfaRecoveryCodesResponse } from '@app/contracts/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/mfa/enrollment/confirm: the first code turns the second factor on and answers the
 * recovery codes, shown once. The status is refreshed only when the person has saved them.
 */
const confirmMfaEnrollment = (body: MfaCodeRequest) =>
  apiRequest<MfaRecoveryCodesResponse>('POST', '/api/auth/mfa/enrollment/confirm', body);

export const useConfirmMfaEnrollment = () => useMutation({ mutationFn: confirmMfaEnrollment });
