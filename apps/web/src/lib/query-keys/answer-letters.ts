// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['answer-letters'] as const;
const lists = () => [...all, 'list'] as const;

export const answerLetterKeys = {
  all,
  lists,
  ofClient: (userId: number) => [...lists(), userId] as const,
  one: (id: number) => [...all, 'one', id] as const,
};
