import * as endpoints from '@app/contracts/endpoints/routes.generated';
import type { SendSecureChatRequest } from '@app/contracts/secure-chat.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { secureChatKeys } from '../../../lib/query-keys/secure-chat';

/** POST /api/chat/send: userId and message (the server sets senderType from who is signed in). */
const sendSecureChatMessage = (body: SendSecureChatRequest) =>
  call(endpoints.sendSecureChatMessage, { body });

export function useSendSecureChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSecureChatMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secureChatKeys.all }),
  });
}
