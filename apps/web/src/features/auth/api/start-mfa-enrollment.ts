import type { MfaEnrollmentResponse } from '@app/contracts/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/mfa/enrollment: a new secret (QR code and text); it counts once a code confirms it.
 * From a complete session the password goes with it; right after a password sign-in it is not needed.
 */
const startMfaEnrollment = (password: string | undefined) =>
  apiRequest<MfaEnrollmentResponse>('POST', '/api/auth/mfa/enrollment', password ? { password } : undefined);

export const useStartMfaEnrollment = () => useMutation({ mutationFn: startMfaEnrollment });
