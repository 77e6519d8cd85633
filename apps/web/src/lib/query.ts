import {
  notifyManager,
  QueryObserver,
  type useQuery as useQueryAtOnce,
  useQueryClient,
} from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useRef, useState } from 'react';

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
  const result = observer.getOptimisticResult(defaulted);
  // What the first render showed: the subscription below starts from it.
  const firstShown = useRef(result);
  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(answered)));
    // The cache may have changed between the first render and this subscription, with no one
    // listening: an answer arrived, or the options' update above already took it in. What was shown
    // is then rendered again from the cache (as useSyncExternalStore checks its snapshot).
    observer.updateResult();
    if (!sameResult(observer.getCurrentResult(), firstShown.current)) startTransition(answered);
    return unsubscribe;
  }, [observer]);
  return observer.trackResult(result);
}) as typeof useQueryAtOnce;

/** The same answer, field by field (the observer hands out a new object for an unchanged answer). */
function sameResult(a: object, b: object) {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}
