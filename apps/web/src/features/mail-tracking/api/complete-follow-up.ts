import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { FollowUpAnswer } from '@app/contracts/follow-up-completion';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { disputeKeys } from '../../../lib/query-keys/disputes';
import { noticeKeys } from '../../../lib/query-keys/notices';
import { workQueueKeys } from '../../../lib/query-keys/work-queue';

/** PUT /api/disputes/{id}/follow-up-completion: Mark Completed, with what the bureau said. */
const completeFollowUp = ({ id, answer }: { id: number; answer: FollowUpAnswer }) =>
  call(endpoints.completeFollowUp, { params: { id }, body: { answer } });

/** DELETE /api/disputes/{id}/follow-up-completion: undo, within a day. */
const undoFollowUpCompletion = (id: number) => call(endpoints.undoFollowUpCompletion, { params: { id } });

/**
 * A follow-up shows on the dispute lists, the dashboard's alerts, the next steps and the admin's
 * queue: completing or undoing it refreshes every one of them at once.
 */
const refreshEverywhere = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: disputeKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: noticeKeys.nextSteps() }),
    queryClient.invalidateQueries({ queryKey: workQueueKeys.all }),
  ]);

export function useCompleteFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeFollowUp, onSuccess: () => refreshEverywhere(queryClient) });
}

export function useUndoFollowUpCompletion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoFollowUpCompletion, onSuccess: () => refreshEverywhere(queryClient) });
}
