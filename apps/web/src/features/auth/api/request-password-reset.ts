import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { ForgotPasswordRequest } from '@app/contracts/password-links.contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: mails a one-time link; the answer is the same for any address. */
const requestPasswordReset = (body: ForgotPasswordRequest) => call(endpoints.requestPasswordReset, { body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
