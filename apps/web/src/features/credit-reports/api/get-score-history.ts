import type { ScorePoint } from '@app/contracts/credit-reports.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditReportKeys } from '../../../lib/query-keys/credit-reports';

/** GET /api/score-history: every recorded score, oldest first. */
const getScoreHistory = () => apiGetRequired<ScorePoint[]>('/api/score-history');

export const scoreHistoryQuery = queryOptions({
  queryKey: creditReportKeys.scoreHistory(),
  queryFn: getScoreHistory,
});

export const useScoreHistory = () => useQuery(scoreHistoryQuery);
