import { MutationCache, QueryClient } from '@tanstack/react-query';
import { noticeKeys } from './query-keys/notices';

/** Shared query defaults: no retries, no refetch on focus, no polling, data never stale. */
export const queryClient: QueryClient = new QueryClient({
  // Most things a person does (approving a letter, uploading, signing) change what needs them next:
  // the header's count and the homes' next steps follow every successful change, wherever it was made.
  mutationCache: new MutationCache({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.nextSteps() }),
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  },
});
