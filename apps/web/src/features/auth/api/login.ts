import type { LoginRequest, LoginResponse } from '@app/contracts/auth.contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login. A 401 here is a wrong password, not an ended session. */
const login = (body: LoginRequest) =>
  apiRequest<LoginResponse>('POST', '/api/auth/login', body, { credentialsCheck: true });

export const useLogin = () => useMutation({ mutationFn: login });
