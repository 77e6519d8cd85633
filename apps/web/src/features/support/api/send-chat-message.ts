import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { SendChatMessageRequest } from '@app/contracts/support.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportKeys } from '../../../lib/query-keys/support';

/** POST /api/support/chat/message: reads response, confidence, sentiment, escalationSuggested. */
const sendChatMessage = (body: SendChatMessageRequest) => call(endpoints.sendSupportChatMessage, { body });

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (_, body) =>
      queryClient.invalidateQueries({ queryKey: supportKeys.transcript(body.sessionId) }),
  });
}
