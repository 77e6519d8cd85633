import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once enough of the element has been on screen, and stays true. Heavy drawings (the
 * score chart) wait for it, so a page's first seconds are not spent on what is still below the fold.
 * Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.4) {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}

/** True from the first time `value` is true: a dialog's code loads when first opened, then stays. */
export function useOnceTrue(value: boolean) {
  const [once, setOnce] = useState(value);
  if (value && !once) setOnce(true);
  return once || value;
}
