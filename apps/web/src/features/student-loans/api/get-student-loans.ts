import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { studentLoanKeys } from '../../../lib/query-keys/student-loans';

/** GET /api/student-loans: the signed-in person's loans. */
const getStudentLoans = () => call(endpoints.listStudentLoans);

const studentLoansQuery = queryOptions({ queryKey: studentLoanKeys.loans(), queryFn: getStudentLoans });

export const useStudentLoans = () => useQuery(studentLoansQuery);
