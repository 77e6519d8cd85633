import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { companySignupKeys } from '../../../lib/query-keys/company-signup';

/** POST /api/company-signup/link: whether the link still works, and the address it verified. */
const checkCompanySignupLink = (token: string) => call(endpoints.checkCompanySignupLink, { body: { token } });

const companySignupLinkQuery = (token: string) =>
  queryOptions({
    queryKey: companySignupKeys.link(token),
    queryFn: () => checkCompanySignupLink(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCompanySignupLink = (token: string) => useQuery(companySignupLinkQuery(token));
