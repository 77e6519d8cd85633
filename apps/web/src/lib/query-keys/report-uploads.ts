// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['report-uploads'] as const;

export const reportUploadKeys = {
  all,
  ofClient: (userId: number) => [...all, userId] as const,
};
