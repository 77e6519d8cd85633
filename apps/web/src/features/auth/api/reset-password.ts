import type { ResetPasswordRequest } from '@app/contracts/auth.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/auth/reset-password: replaces the temporary password; this session stays signed in. */
const resetPassword = (body: ResetPasswordRequest) => call(endpoints.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
