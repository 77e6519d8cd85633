// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['public', 'company-signup'] as const;

export const companySignupKeys = {
  all,
  link: (token: string) => [...all, 'link', token] as const,
};
