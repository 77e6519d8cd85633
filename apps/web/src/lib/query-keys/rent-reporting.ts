// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['rent-reporting'] as const;

/** The rent and utility reporting catalogue, scored for the person, with their enrollments. */
export const rentReportingKeys = {
  all,
  overview: () => [...all, 'overview'] as const,
};
