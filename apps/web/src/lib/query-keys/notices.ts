const all = ['notices'] as const;

/** The person's next steps, their e-mail notice choices, and a client's document requests. */
export const noticeKeys = {
  all,
  nextSteps: () => [...all, 'next-steps'] as const,
  preferences: () => [...all, 'preferences'] as const,
  documentRequests: (userId: number) => [...all, 'document-requests', userId] as const,
};
