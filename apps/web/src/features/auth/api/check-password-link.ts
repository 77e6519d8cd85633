import type { PasswordLinkCheckResponse } from '@app/contracts/password-links.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys/auth';

/** POST /api/auth/password-link/check: whether the link still works, and whose password rules apply. */
const passwordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordLink(token),
    queryFn: () => apiRequest<PasswordLinkCheckResponse>('POST', '/api/auth/password-link/check', { token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePasswordLinkCheck = (token: string) =>
  useQuery({ ...passwordLinkQuery(token), enabled: token.length >= 20 });
