import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { loanReadinessKeys } from '../../../lib/query-keys/loan-readiness';

/** GET /api/loan-readiness/assessments: newest first. */
const getLoanAssessments = () => call(endpoints.getLoanAssessments);

export const useLoanAssessments = () =>
  useQuery(queryOptions({ queryKey: loanReadinessKeys.assessments(), queryFn: getLoanAssessments }));
