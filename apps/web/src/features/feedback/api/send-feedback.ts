import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { CreateFeedbackRequest } from '@app/contracts/feedback.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { feedbackKeys } from '../../../lib/query-keys/feedback';

/** POST /api/feedback, open to every signed-in person. */
const sendFeedback = (body: CreateFeedbackRequest) => call(endpoints.sendFeedback, { body });

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
