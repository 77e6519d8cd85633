// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['bureau-responses'] as const;
const lists = () => [...all, 'list'] as const;

export const bureauResponseKeys = {
  all,
  lists,
  ofClient: (userId: number) => [...lists(), userId] as const,
  analysis: (analysisId: number) => [...all, 'analysis', analysisId] as const,
};
