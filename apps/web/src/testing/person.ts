import type { AccessLevel, PublicUser } from '@app/contracts/users.contract';

/** A signed-in person of the given access level, as GET /api/users/current answers. */
export const personWith = (accessLevel: AccessLevel, over: Partial<PublicUser> = {}): PublicUser => ({
  id: 7,
  firstName: 'Casey',
  lastName: 'Bennett',
  email: 'casey@example.com',
  accessLevel,
  requiresPasswordReset: false,
  isTestUser: false,
  features: [],
  subscriptionStatus: null,
  subscriptionPlanId: null,
  subscriptionPlan: null,
  createdAt: '2026-01-15T12:00:00.000Z',
  address: null,
  ...over,
});
