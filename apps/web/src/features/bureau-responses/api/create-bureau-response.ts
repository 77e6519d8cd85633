import type { CreateBureauResponseRequest } from '@app/contracts/bureau-responses.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bureauResponseKeys } from '../../../lib/query-keys/bureau-responses';
import { creditIssueKeys } from '../../../lib/query-keys/credit-issues';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/bureau-responses: records what a bureau answered (and, when linked, on which dispute). */
const createBureauResponse = (body: CreateBureauResponseRequest) =>
  call(endpoints.createBureauResponse, { body });

export function useCreateBureauResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBureauResponse,
    // A linked answer also closes its dispute and moves its credit issue to the outcome.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bureauResponseKeys.all }),
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creditIssueKeys.all }),
      ]),
  });
}
