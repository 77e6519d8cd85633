import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** GET /api/loan-negotiations: the person's negotiations with servicers, newest first. */
const getLoanNegotiations = () => call(endpoints.listLoanNegotiations);

const loanNegotiationsQuery = queryOptions({
  queryKey: studentLoanKeys.negotiations(),
  queryFn: getLoanNegotiations,
});

export const useLoanNegotiations = () => useQuery(loanNegotiationsQuery);
