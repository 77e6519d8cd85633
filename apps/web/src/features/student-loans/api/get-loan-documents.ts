import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** GET /api/student-loan-documents: letters and checklists made from negotiations and tips. */
const getLoanDocuments = () => call(endpoints.listStudentLoanDocuments);

const loanDocumentsQuery = queryOptions({ queryKey: studentLoanKeys.documents(), queryFn: getLoanDocuments });

export const useLoanDocuments = () => useQuery(loanDocumentsQuery);

/** GET /api/student-loan-documents/{id}/pdf: a download link (the session cookie goes with it). */
export const loanDocumentPdfUrl = (id: number) => `/api/student-loan-documents/${id}/pdf`;
