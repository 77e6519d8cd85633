import type { MfaEnrollmentResponse } from '@app/contracts/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/mfa/enrollment: a new secret (QR code and text); it counts once a code confirms it. */
const startMfaEnrollment = () => apiRequest<MfaEnrollmentResponse>('POST', '/api/auth/mfa/enrollment');

export const useStartMfaEnrollment = () => useMutation({ mutationFn: startMfaEnrollment });
