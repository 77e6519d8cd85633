import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CreateStudentLoanRequest } from '@app/contracts/student-loans.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** POST /api/student-loans: amounts as numbers, optional fields left out when empty. */
const addStudentLoan = (loan: CreateStudentLoanRequest) => call(endpoints.addStudentLoan, { body: loan });

export function useAddStudentLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStudentLoan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentLoanKeys.loans() }),
  });
}
