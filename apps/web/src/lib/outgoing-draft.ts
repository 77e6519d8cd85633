import { useState } from 'react';

/**
 * The text of a chat box. It empties as the message leaves rather than when the request settles:
 * the answer can reach the open conversation (live, or by the refetch the send starts) a moment
 * before the request's own callbacks run, and what the person starts typing next must not be wiped.
 * A message that fails to send comes back, unless something new has been typed meanwhile.
 */
export function useOutgoingDraft() {
  const [draft, setDraft] = useState('');
  return {
    draft,
    setDraft,
    blank: draft.trim() === '',
    /** Empties the box and hands over what it held. */
    take: () => {
      setDraft('');
      return draft;
    },
    restore: (message: string) => setDraft((current) => (current === '' ? message : current)),
  };
}
