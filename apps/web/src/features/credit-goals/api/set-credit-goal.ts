import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { creditGoalKeys } from '../../../lib/query-keys/credit-goals';

/** PUT /api/credit-goals {targetScore}. */
const setCreditGoal = (targetScore: number) => call(endpoints.setCreditGoal, { body: { targetScore } });

export function useSetCreditGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreditGoal,
    onSuccess: (goal) => queryClient.setQueryData(creditGoalKeys.own(), goal),
  });
}
