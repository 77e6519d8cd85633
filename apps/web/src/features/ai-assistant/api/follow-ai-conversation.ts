import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '../../../lib/live-updates';
import { aiAssistantKeys } from '../../../lib/query-keys/ai-assistant';

/** GET /api/ai/events (SSE): a new entry in the person's conversation. */
export function useFollowAiConversation(enabled: boolean) {
  const queryClient = useQueryClient();
  return useLiveUpdates(enabled ? '/api/ai/events' : null, () =>
    queryClient.invalidateQueries({ queryKey: aiAssistantKeys.all }),
  );
}
