import { QueryClient } from '@tanstack/react-query';

/** The spec's defaults (section 7): no retries, no refetch on focus, no polling, data never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  },
});
