import type { LoanAssessment } from '@app/contracts/loan-readiness.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { loanReadinessKeys } from '../../../lib/query-keys/loan-readiness';

/** GET /api/loan-readiness/assessments: newest first. */
const getLoanAssessments = () => apiGetRequired<LoanAssessment[]>('/api/loan-readiness/assessments');

export const useLoanAssessments = () =>
  useQuery(queryOptions({ queryKey: loanReadinessKeys.assessments(), queryFn: getLoanAssessments }));
