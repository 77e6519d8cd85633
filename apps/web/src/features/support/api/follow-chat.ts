import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '../../../lib/live-updates';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/chat/{sessionId}/events (SSE): the team's reply appears without a reload. */
export function useFollowChat(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useLiveUpdates(
    sessionId ? `/api/support/chat/${encodeURIComponent(sessionId)}/events` : null,
    () => sessionId && queryClient.invalidateQueries({ queryKey: supportKeys.transcript(sessionId) }),
  );
}
