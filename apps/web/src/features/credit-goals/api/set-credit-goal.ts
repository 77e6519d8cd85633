import type { CreditGoal } from '@app/contracts/credit-goals.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { creditGoalKeys } from '../../../lib/query-keys/credit-goals';

/** PUT /api/credit-goals {targetScore}. */
const setCreditGoal = (targetScore: number) =>
  apiRequest<CreditGoal>('PUT', '/api/credit-goals', { targetScore });

export function useSetCreditGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreditGoal,
    onSuccess: (goal) => queryClient.setQueryData(creditGoalKeys.own(), goal),
  });
}
