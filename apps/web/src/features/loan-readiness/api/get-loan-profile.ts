import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { loanReadinessKeys } from '../../../lib/query-keys/loan-readiness';

/** GET /api/loan-readiness/profile: the saved profile, or the defaults with the report's score. */
const getLoanProfile = () => call(endpoints.getLoanProfile);

export const useLoanProfile = () =>
  useQuery(queryOptions({ queryKey: loanReadinessKeys.profile(), queryFn: getLoanProfile }));
