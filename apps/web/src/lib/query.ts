import {
  notifyManager,
  QueryObserver,
  type useQuery as useQueryAtOnce,
  useQueryClient,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useState } from 'react';

/**
 * TanStack Query's `useQuery`, with each answer rendered in a transition.
 *
 * The library's own hook hands answers to React through `useSyncExternalStore`, whose updates React
 * always renders at once, in one piece. On a phone, the answer that brought a whole section in (the
 * signed-in person, the disputes, the tabs of the client home) blocked the page for 150-230 ms in a
 * single task. Here the same observer is followed with a state update inside `startTransition`,
 * which React renders in slices of a few milliseconds, answering taps and painting in between.
 *
 * What a component shows is read from the observer as it renders, so it is never older than the
 * query's cache at that moment. The web uses neither suspense queries nor errors thrown to a
 * boundary, the two things the library's hook adds over this. Every read of the web app goes
 * through here: the lint forbids the library's own `useQuery`.
 */
export const useQuery = ((options, queryClient) => {
  const client = useQueryClient(queryClient);
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver(client, defaulted));
  const [, answered] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(answered)));
    // An answer that came between this render and the subscription is rendered now.
    observer.updateResult();
    return unsubscribe;
  }, [observer]);
  return observer.trackResult(observer.getOptimisticResult(defaulted));
}) as typeof useQueryAtOnce;
