import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { DraftNextRoundRequest } from '@app/contracts/next-round.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeOutcomeKeys } from '../../../lib/query-keys/dispute-outcomes';
import { disputeKeys } from '../../../lib/query-keys/disputes';

/** POST /api/dispute-outcomes/{userId}/next-round/letter: the suggested letter, saved as a draft to approve. */
const draftNextRoundLetter = (userId: number, body: DraftNextRoundRequest) =>
  call(endpoints.draftNextRoundLetter, { params: { userId }, body });

export function useDraftNextRoundLetter(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DraftNextRoundRequest) => draftNextRoundLetter(userId, body),
    // The draft joins the person's letters, and the item waits for it: its suggestion goes.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: disputeOutcomeKeys.nextRound(userId) }),
      ]),
  });
}
