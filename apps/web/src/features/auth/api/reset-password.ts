import type { ResetPasswordRequest } from '@app/contracts/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password: replaces the temporary password; this session stays signed in. */
const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<unknown>('POST', '/api/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
