import type { AiChatRequest, AiChatResponse } from '@app/contracts/ai-assistant.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { aiAssistantKeys } from '../../../lib/query-keys/ai-assistant';

/** POST /api/ai/chat: userId, message and files [{documentId, name, size, type}]. */
const sendAiMessage = (body: AiChatRequest) => apiRequest<AiChatResponse>('POST', '/api/ai/chat', body);

export function useSendAiMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAiMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiAssistantKeys.all }),
  });
}
