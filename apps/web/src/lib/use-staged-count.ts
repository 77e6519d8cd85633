import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's lower sections to show: one more after each paint, each in a transition, so
 * the first screen shows sooner and no single task blocks the page for long. Counting waits for
 * `start`, so sections held back for a while still arrive one by one.
 */
export function useStagedCount(total: number, start = true) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!start || count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total, start]);
  return count;
}
