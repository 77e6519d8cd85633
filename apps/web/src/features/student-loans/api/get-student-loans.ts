import type { StudentLoan } from '@app/contracts/student-loans.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** GET /api/student-loans: the signed-in person's loans. */
const getStudentLoans = () => apiGetRequired<StudentLoan[]>('/api/student-loans');

const studentLoansQuery = queryOptions({ queryKey: studentLoanKeys.loans(), queryFn: getStudentLoans });

export const useStudentLoans = () => useQuery(studentLoansQuery);
