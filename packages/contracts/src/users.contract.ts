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
  address: z
    .object({
      addressLine1: z.string(),
      addressLine2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
    })
    .nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** US mailing address; letters go out and bureau answers come back by mail. */
export const mailingAddress = z.object({
  addressLine1: z.string().trim().min(1).max(120),
  addressLine2: z.string().trim().max(120).optional(),
  city: z.string().trim().min(1).max(80),
  state: z
    .string()
    .trim()
    .length(2)
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'State must be a 2-letter code')),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP code must be 5 digits (or ZIP+4)'),
});

/** What a person may change about themselves: never their access level or subscription (no mass assignment). */
export const updateProfileRequest = z
  .object({
    firstName: z.string().trim().min(1).max(100).optional(),
    lastName: z.string().trim().min(1).max(100).optional(),
    address: mailingAddress.optional(),
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

/** An admin's view of a person in lists and selectors. */
export const userSummary = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accessLevel,
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const userListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(100).optional(),
    /** Client lists exclude admins (spec 001 section 6). */
    clientsOnly: z.enum(['true', 'false']).default('true'),
  })
  .strict();
export const userListPage = z.object({
  items: z.array(userSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
