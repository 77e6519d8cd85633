import type { LoanNegotiation } from '@app/contracts/student-loans.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** GET /api/loan-negotiations: the person's negotiations with servicers, newest first. */
const getLoanNegotiations = () => apiGetRequired<LoanNegotiation[]>('/api/loan-negotiations');

const loanNegotiationsQuery = queryOptions({
  queryKey: studentLoanKeys.negotiations(),
  queryFn: getLoanNegotiations,
});

export const useLoanNegotiations = () => useQuery(loanNegotiationsQuery);
