import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '../../../lib/live-updates';
import { documentKeys } from '../../../lib/query-keys/documents';

/** GET /api/documents/events (SSE): a document added, read and tagged, or reviewed. */
export function useFollowDocuments() {
  const queryClient = useQueryClient();
  return useLiveUpdates('/api/documents/events', () =>
    queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  );
}
