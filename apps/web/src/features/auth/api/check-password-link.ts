import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { authKeys } from '../../../lib/query-keys/auth';

/** POST /api/auth/password-link/check: whether the link still works, and whose password rules apply. */
const passwordLinkQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.passwordLink(token),
    queryFn: () => call(endpoints.checkPasswordLink, { body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePasswordLinkCheck = (token: string) =>
  useQuery({ ...passwordLinkQuery(token), enabled: token.length >= 20 });
