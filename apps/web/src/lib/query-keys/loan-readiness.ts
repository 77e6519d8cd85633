// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['loan-readiness'] as const;

/** The financial profile and the assessments run on it. */
export const loanReadinessKeys = {
  all,
  profile: () => [...all, 'profile'] as const,
  assessments: () => [...all, 'assessments'] as const,
};
