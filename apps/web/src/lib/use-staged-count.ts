import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's lower sections to show: one more after each paint, each in a transition, so
 * the first screen shows sooner and no single task blocks the page for long.
 */
export function useStagedCount(total: number) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return count;
}
