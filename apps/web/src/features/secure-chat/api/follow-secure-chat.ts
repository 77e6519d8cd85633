import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '../../../lib/live-updates';
import { secureChatKeys } from '../../../lib/query-keys/secure-chat';

/** GET /api/chat/events (SSE): the client's own thread, or every thread for an admin. */
export function useFollowSecureChat() {
  const queryClient = useQueryClient();
  return useLiveUpdates('/api/chat/events', () =>
    queryClient.invalidateQueries({ queryKey: secureChatKeys.all }),
  );
}
