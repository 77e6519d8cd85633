import type { ScorePoint } from '@app/contracts/credit-reports.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

/** GET /api/score-history: every recorded score, oldest first. */
const getScoreHistory = () => apiGetRequired<ScorePoint[]>('/api/score-history');

export const scoreHistoryQueryKey = ['score-history'] as const;

const scoreHistoryQuery = queryOptions({ queryKey: scoreHistoryQueryKey, queryFn: getScoreHistory });

export const useScoreHistory = () => useQuery(scoreHistoryQuery);
