import type { AiChatRequest } from '@app/contracts/ai-assistant.contract';
import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { aiAssistantKeys } from '../../../lib/query-keys/ai-assistant';

/** POST /api/ai/chat: userId, message and files [{documentId, name, size, type}]. */
const sendAiMessage = (body: AiChatRequest) => call(endpoints.chatWithAiAssistant, { body });

export function useSendAiMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAiMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiAssistantKeys.all }),
  });
}
