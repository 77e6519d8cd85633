import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

const StagedCount = createContext(Number.POSITIVE_INFINITY);

/**
 * A page's lower sections, shown one more after each paint, each in a transition: the first screen
 * shows sooner and no single task blocks the page for long. Counting waits for `start`, so sections
 * held back for a while still arrive one by one.
 *
 * The count lives here, not in the page: as it grows only the `Stage`s render again, each handing
 * back the same children it was given, so neither the page nor a section already shown is rendered
 * again for each one that arrives (on a phone each such pass over the page was a long task).
 */
export function StagedSections({
  total,
  start = true,
  children,
}: {
  total: number;
  start?: boolean;
  children: ReactNode;
}) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!start || count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total, start]);
  return <StagedCount.Provider value={count}>{children}</StagedCount.Provider>;
}

/** A section shown from the `at`-th step of its `StagedSections` (always, outside any). */
export function Stage({ at, children }: { at: number; children: ReactNode }) {
  return useContext(StagedCount) >= at ? children : null;
}
