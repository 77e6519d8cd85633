// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['student-loans'] as const;

export const studentLoanKeys = {
  all,
  loans: () => [...all, 'loans'] as const,
  negotiations: () => [...all, 'negotiations'] as const,
  documents: () => [...all, 'documents'] as const,
};
