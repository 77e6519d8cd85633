import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '../../../lib/live-updates';
import { supportKeys } from '../../../lib/query-keys/support';

/** GET /api/support/admin/events (SSE): new chats, tickets and figures reach the open Support Center. */
export function useFollowSupportCenter() {
  const queryClient = useQueryClient();
  return useLiveUpdates('/api/support/admin/events', () =>
    queryClient.invalidateQueries({ queryKey: supportKeys.admin() }),
  );
}
