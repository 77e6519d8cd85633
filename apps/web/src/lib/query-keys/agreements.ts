// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['agreements'] as const;

export const agreementKeys = {
  all,
  drafts: (planId: number) => [...all, 'drafts', planId] as const,
  signed: () => [...all, 'signed'] as const,
};
