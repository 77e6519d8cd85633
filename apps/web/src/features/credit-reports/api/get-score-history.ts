import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';

/** GET /api/score-history: every recorded score, oldest first. */
const getScoreHistory = () => call(endpoints.getScoreHistory);

export const scoreHistoryQuery = queryOptions({
  queryKey: creditReportKeys.scoreHistory(),
  queryFn: getScoreHistory,
});

export const useScoreHistory = () => useQuery(scoreHistoryQuery);
