import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CreateLoanNegotiationRequest } from '@app/contracts/student-loans.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** POST /api/loan-negotiations: Reduce Payment or Check Forgiveness; the server writes the letter. */
const startLoanNegotiation = (input: CreateLoanNegotiationRequest) =>
  call(endpoints.startLoanNegotiation, { body: input });

export function useStartLoanNegotiation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLoanNegotiation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentLoanKeys.negotiations() }),
        queryClient.invalidateQueries({ queryKey: studentLoanKeys.documents() }),
      ]),
  });
}
