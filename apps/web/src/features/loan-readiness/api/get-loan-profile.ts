import type { SavedLoanProfile } from '@app/contracts/loan-readiness.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { loanReadinessKeys } from '../../../lib/query-keys/loan-readiness';

/** GET /api/loan-readiness/profile: the saved profile, or the defaults with the report's score. */
const getLoanProfile = () => apiGetRequired<SavedLoanProfile>('/api/loan-readiness/profile');

export const useLoanProfile = () =>
  useQuery(queryOptions({ queryKey: loanReadinessKeys.profile(), queryFn: getLoanProfile }));
