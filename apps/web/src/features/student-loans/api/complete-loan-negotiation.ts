import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CompleteLoanNegotiationRequest } from '@app/contracts/student-loans.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** PATCH /api/loan-negotiations/{id}: the outcome and monthly savings; completed is final. */
const completeLoanNegotiation = ({ id, ...body }: CompleteLoanNegotiationRequest & { id: number }) =>
  call(endpoints.completeLoanNegotiation, { params: { id }, body });

export function useCompleteLoanNegotiation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLoanNegotiation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentLoanKeys.negotiations() }),
  });
}
