import type { CreditGoal } from '@app/contracts/credit-goals.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetRequired } from '../../../lib/api-client';
import { creditGoalKeys } from '../../../lib/query-keys/credit-goals';

/** GET /api/credit-goals: the person's target score (the default when none was set). */
const getCreditGoal = () => apiGetRequired<CreditGoal>('/api/credit-goals');

export const creditGoalQuery = queryOptions({ queryKey: creditGoalKeys.own(), queryFn: getCreditGoal });

export const useCreditGoal = () => useQuery(creditGoalQuery);
