import type { CompleteLoanNegotiationRequest, LoanNegotiation } from '@app/contracts/student-loans.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** PATCH /api/loan-negotiations/{id}: the outcome and monthly savings; completed is final. */
const completeLoanNegotiation = ({ id, ...body }: CompleteLoanNegotiationRequest & { id: number }) =>
  apiRequest<LoanNegotiation>('PATCH', `/api/loan-negotiations/${id}`, body);

export function useCompleteLoanNegotiation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLoanNegotiation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentLoanKeys.negotiations() }),
  });
}
