import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { creditGoalKeys } from '../../../lib/query-keys/credit-goals';

/** GET /api/credit-goals: the person's target score (the default when none was set). */
const getCreditGoal = () => call(endpoints.getCreditGoal);

export const creditGoalQuery = queryOptions({ queryKey: creditGoalKeys.own(), queryFn: getCreditGoal });

export const useCreditGoal = () => useQuery(creditGoalQuery);
