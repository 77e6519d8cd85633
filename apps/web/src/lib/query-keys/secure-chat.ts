// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['secure-chat'] as const;

export const secureChatKeys = {
  all,
  messages: (userId: number) => [...all, 'messages', userId] as const,
  threads: (search: string) => [...all, 'threads', search] as const,
};
