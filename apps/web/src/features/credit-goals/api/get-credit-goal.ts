import type { CreditGoal } from '@app/contracts/credit-goals.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';

/** GET /api/credit-goals: the person's target score (the default when none was set). */
const getCreditGoal = () => apiGetRequired<CreditGoal>('/api/credit-goals');

export const creditGoalQueryKey = ['credit-goals'] as const;

const creditGoalQuery = queryOptions({ queryKey: creditGoalQueryKey, queryFn: getCreditGoal });

export const useCreditGoal = () => useQuery(creditGoalQuery);
