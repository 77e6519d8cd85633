import type { MfaCodeRequest } from '@app/contracts/auth.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST /api/auth/mfa/enrollment/confirm: the first code turns the second factor on and answers the
 * recovery codes, shown once. The status is refreshed only when the person has saved them.
 */
const confirmMfaEnrollment = (body: MfaCodeRequest) => call(endpoints.confirmMfaEnrollment, { body });

export const useConfirmMfaEnrollment = () => useMutation({ mutationFn: confirmMfaEnrollment });
