// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['auth'] as const;

export const authKeys = {
  all,
  secondFactor: () => [...all, 'second-factor'] as const,
  passwordLink: (token: string) => [...all, 'password-link', token] as const,
};
