// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['business-credit'] as const;

export const businessCreditKeys = {
  all,
  eligibility: () => [...all, 'eligibility'] as const,
};
