// One key factory per domain, shared by every feature (see disputes.ts for why they live here).
const all = ['team'] as const;

export const teamKeys = {
  all,
  /** The Owner's team page: members and pending invitations. */
  overview: () => [...all, 'overview'] as const,
  /** The active specialists, for assigning clients. */
  specialists: () => [...all, 'specialists'] as const,
  /** What an invitation link says, before it is accepted. */
  invitation: (token: string) => [...all, 'invitation', token] as const,
};
