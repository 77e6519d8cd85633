import { useEffect, useRef, useState } from 'react';

/**
 * Follows a Server-Sent Events stream that says `change` when what a screen shows has changed,
 * and calls onChange then. Answers whether the stream is open: while it is not (a proxy that drops
 * streams, a reconnect), screens poll at the spec's intervals instead.
 */
export function useLiveUpdates(url: string | null, onChange: () => void): boolean {
  const [open, setOpen] = useState(false);
  const callback = useRef(onChange);
  callback.current = onChange;

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    source.onopen = () => {
      setOpen(true);
      // Whatever changed while the stream was down is read once now.
      callback.current();
    };
    source.onerror = () => setOpen(false);
    source.addEventListener('change', () => callback.current());
    return () => {
      source.close();
      setOpen(false);
    };
  }, [url]);

  return open;
}
