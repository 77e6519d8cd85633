// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['ai-assistant'] as const;

export const aiAssistantKeys = {
  all,
  conversation: (userId: number) => [...all, 'conversation', userId] as const,
};
