import type { LoanDocument } from '@app/contracts/student-loans.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** GET /api/student-loan-documents: letters and checklists made from negotiations and tips. */
const getLoanDocuments = () => apiGetRequired<LoanDocument[]>('/api/student-loan-documents');

const loanDocumentsQuery = queryOptions({ queryKey: studentLoanKeys.documents(), queryFn: getLoanDocuments });

export const useLoanDocuments = () => useQuery(loanDocumentsQuery);

/** GET /api/student-loan-documents/{id}/pdf: a download link (the session cookie goes with it). */
export const loanDocumentPdfUrl = (id: number) => `/api/student-loan-documents/${id}/pdf`;
