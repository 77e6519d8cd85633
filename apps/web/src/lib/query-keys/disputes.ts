/*
 * Query keys live in src/lib/query-keys, one file per domain, not in a feature: a mutation often
 * changes another domain's data (a letter saved as a dispute also marks its credit issue DISPUTED),
 * and features never import each other, so every feature invalidates by the same keys from here.
 */

const all = ['disputes'] as const;
const lists = () => [...all, 'list'] as const;

/**
 * The disputes domain, mail tracking included (the server's disputes module). Every list of
 * disputes sits under lists(), so a change to any dispute refreshes every screen showing one.
 */
export const disputeKeys = {
  all,
  lists,
  own: () => [...lists(), 'own'] as const,
  ofClient: (userId: number) => [...lists(), 'client', userId] as const,
  followUps: () => [...lists(), 'follow-up'] as const,
  trackingPage: (userId: number, page: number) => [...lists(), 'tracking', { userId, page }] as const,
  untracked: (userId: number) => [...lists(), 'untracked', userId] as const,
  /** The company's approved letters to print and mail (0: every client's). */
  lettersToMail: (userId: number) => [...lists(), 'to-mail', userId] as const,
  /** Who mails a person's letters and what holds them back (address, contract): changes with either. */
  readiness: (userId: number) => [...all, 'readiness', userId] as const,
  /** What the postal service says about one number; its Refresh writes it, list changes do not. */
  trackingInfo: (trackingNumber: string) => [...all, 'tracking-info', trackingNumber] as const,
};
