import type { LoginRequest } from '@app/contracts/auth.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /api/auth/login. A 401 here is a wrong password, not an ended session. */
const login = (body: LoginRequest) => call(endpoints.signIn, { body }, { credentialsCheck: true });

export const useLogin = () => useMutation({ mutationFn: login });
