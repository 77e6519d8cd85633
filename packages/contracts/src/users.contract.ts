import { z } from 'zod';

export const accessLevels = ['ADMIN', 'BETA_TESTER', 'STANDARD', 'CLIENT_VIEWER'] as const;
export const accessLevel = z.enum(accessLevels);
export type AccessLevel = z.infer<typeof accessLevel>;

/** Display names of the spec ('Client Profile' for client viewers). */
export const accessLevelLabels: Record<AccessLevel, string> = {
  ADMIN: 'Admin',
  BETA_TESTER: 'Beta Tester',
  STANDARD: 'Standard',
  CLIENT_VIEWER: 'Client Profile',
};

export const userId = z.coerce.number().int().positive().max(2_147_483_647);

/** What the API tells about a user. Fields not named here (password hash...) never leave the server. */
export const publicUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accessLevel,
  requiresPasswordReset: z.boolean(),
  isTestUser: z.boolean(),
  subscriptionStatus: z.string().nullable(),
  subscriptionPlanId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const userIdParams = z.object({ id: userId }).strict();
