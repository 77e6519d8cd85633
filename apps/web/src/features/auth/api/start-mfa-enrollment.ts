import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST /api/auth/mfa/enrollment: a new secret (QR code and text); it counts once a code confirms it.
 * From a complete session the password goes with it; right after a password sign-in it is not needed.
 */
const startMfaEnrollment = (password: string | undefined) =>
  call(endpoints.startMfaEnrollment, { body: password ? { password } : undefined });

export const useStartMfaEnrollment = () => useMutation({ mutationFn: startMfaEnrollment });
