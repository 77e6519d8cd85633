import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@app/contracts/password-links.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: mails a one-time link; the answer is the same for any address. */
const requestPasswordReset = (body: ForgotPasswordRequest) =>
  apiRequest<ForgotPasswordResponse>('POST', '/api/auth/forgot-password', body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
