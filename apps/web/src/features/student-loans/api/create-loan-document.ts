import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CreateLoanDocumentRequest } from '@app/contracts/student-loans.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** POST /api/student-loan-documents: a tip's document from the person's own loans. */
const createLoanDocument = (input: CreateLoanDocumentRequest) =>
  call(endpoints.createStudentLoanDocument, { body: input });

export function useCreateLoanDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLoanDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentLoanKeys.documents() }),
  });
}
