import { z } from 'zod';
import { betaFeature } from './beta-features';
import { clientOnboardingFields, invitationLink } from './client-onboarding.contract';
import { nextPageCursor, pageCursor } from './common/page-cursor';
import { personLine } from './common/person-text';
import { passwordMaxLength, passwordRuleFailures } from './password-rules';
import { maxScore, minScore } from './score';
import { teamRoles } from './team-roles';

export const accessLevels = ['ADMIN', 'BETA_TESTER', 'STANDARD', 'CLIENT_VIEWER'] as const;
export const accessLevel = z.enum(accessLevels);
export type AccessLevel = z.infer<typeof accessLevel>;

/** What the API tells about a user. Fields not named here (password hash...) never leave the server. */
export const publicUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accessLevel,
  requiresPasswordReset: z.boolean(),
  isTestUser: z.boolean(),
  /** Granted by redeemed beta access codes; the permission rules read them. */
  features: z.array(betaFeature),
  subscriptionStatus: z.string().nullable(),
  subscriptionPlanId: z.number().int().nullable(),
  /** The plan of the person's active subscription, by name (what they may use comes from it). */
  subscriptionPlan: z.string().nullable(),
  /** An admin of the company that runs the platform: sees every organization from above. */
  platformOperator: z.boolean().optional(),
  /** The person's role in their company's team (what they may do there); null for consumers. */
  teamRole: z.enum(teamRoles).nullable().optional(),
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

export const mailingAddressLimits = { line: 120, city: 80, state: 2, zipCode: 10 } as const;
export const mailingAddressMessages = {
  streetRequired: 'Street address is required',
  cityRequired: 'City is required',
  state: 'State must be a 2-letter code',
  zipCode: 'ZIP code must be 5 digits (or ZIP+4)',
} as const;

/** US mailing address; letters go out and bureau answers come back by mail. */
export const mailingAddress = z.object({
  addressLine1: personLine(
    z.string().trim().min(1, mailingAddressMessages.streetRequired).max(mailingAddressLimits.line),
    'Street address',
  ),
  addressLine2: personLine(z.string().trim().max(mailingAddressLimits.line), 'Address line 2').optional(),
  city: personLine(
    z.string().trim().min(1, mailingAddressMessages.cityRequired).max(mailingAddressLimits.city),
    'City',
  ),
  state: z
    .string()
    .trim()
    .length(mailingAddressLimits.state, mailingAddressMessages.state)
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, mailingAddressMessages.state)),
  zipCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, mailingAddressMessages.zipCode),
});
export type MailingAddress = z.input<typeof mailingAddress>;

export const dateOfBirthMessages = {
  invalid: 'Date of birth must be a real date (YYYY-MM-DD)',
  range: 'Date of birth must be after 1900 and before today',
  why: 'Used only to check that a credit report uploaded for you is yours; kept encrypted.',
  whyClient: 'Compared with each credit report uploaded for this client; kept encrypted.',
} as const;

/** An optional date of birth: personal data, sealed at rest, never part of the profile's answer. */
export const dateOfBirth = z.iso
  .date(dateOfBirthMessages.invalid)
  .refine((d) => d >= '1900-01-01' && d < new Date().toISOString().slice(0, 10), dateOfBirthMessages.range);

/** GET and PUT /api/users/:id/date-of-birth: the person's own, or a client's for an admin. */
/**
 * The person reads their own; a professional reading a client's gets `hidden: true` instead of the
 * date when one is on file, and sees it only through a deliberate, audited reveal.
 */
export const dateOfBirthOnFile = z.object({ dateOfBirth: z.iso.date().nullable(), hidden: z.boolean() });
export type DateOfBirthOnFile = z.infer<typeof dateOfBirthOnFile>;
/** An empty value removes the date from the file. */
export const setDateOfBirthRequest = z.object({ dateOfBirth: dateOfBirth.nullable() }).strict();
export type SetDateOfBirthRequest = z.input<typeof setDateOfBirthRequest>;
/** The profile's date field: empty means "not on file". */
export const dateOfBirthForm = z.object({ dateOfBirth: z.union([z.literal(''), dateOfBirth]) });
export type DateOfBirthFormValues = z.input<typeof dateOfBirthForm>;

/** What a person may change about themselves: never their access level or subscription (no mass assignment). */
export const updateProfileRequest = z
  .object({
    firstName: personLine(z.string().trim().min(1).max(100), 'First name').optional(),
    lastName: personLine(z.string().trim().min(1).max(100), 'Last name').optional(),
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
    /** Client lists exclude admins. */
    clientsOnly: z.enum(['true', 'false']).default('true'),
    /** The previous page's `nextCursor`: the page after it, whatever `page` says. */
    cursor: pageCursor.optional(),
  })
  .strict();
export type UserListQuery = z.input<typeof userListQuery>;
export const userListPage = z.object({
  items: z.array(userSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: nextPageCursor,
});
export type UserListPage = z.infer<typeof userListPage>;

export const clientMessages = {
  created: 'Client created successfully',
  createFailed: 'Failed to create client',
  mustResetPassword: 'The client must reset this password the first time they sign in.',
  invitationSent:
    'The client gets an e-mail with a one-time link to choose their own password (valid 7 days); nobody else ever knows it.',
  emailTaken: (email: string) => `A user with the email ${email} already exists`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Initial password is required',
  noAdminHere: 'Admin accounts are created by the server administrator, not from this form',
  scoreRange: `Starting credit score must be a whole number from ${minScore} to ${maxScore}`,
} as const;

/**
 * POST /api/users, admin only. Creates a client who must set their own
 * password at first sign-in. A `startingScore` the specialist states becomes the client's first
 * report, marked as entered by the specialist; without one the client has no score until a report is read.
 */
export const createClientRequest = z
  .object({
    firstName: personLine(z.string().trim().min(1, clientMessages.firstNameRequired).max(100), 'First name'),
    lastName: personLine(z.string().trim().min(1, clientMessages.lastNameRequired).max(100), 'Last name'),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email(clientMessages.emailInvalid))
      .transform((e) => e.toLowerCase()),
    /**
     * A temporary password the client must replace at first sign-in (the spec's contract). Without
     * one, the client is e-mailed a one-time link to choose their own, so no admin ever knows it.
     */
    password: z.string().min(1, clientMessages.passwordRequired).max(passwordMaxLength).optional(),
    startingScore: z
      .number()
      .int(clientMessages.scoreRange)
      .min(minScore, clientMessages.scoreRange)
      .max(maxScore, clientMessages.scoreRange)
      .optional(),
    /** Clients are client viewers; the beta programme's test users may be beta testers. Never an admin. */
    accessLevel: z
      .enum(['CLIENT_VIEWER', 'BETA_TESTER', 'STANDARD'], { error: clientMessages.noAdminHere })
      .default('CLIENT_VIEWER'),
    isTestUser: z.boolean().default(false),
    testingNotes: z.string().trim().max(2000).optional(),
    /**
     * Optional: phone, mailing address, date of birth (sealed, compared with the reports uploaded
     * for the client), the SSN's last 4 (sealed) and the plan the client is to sign for.
     */
    ...clientOnboardingFields,
  })
  .strict();
export type CreateClientRequest = z.input<typeof createClientRequest>;

/** POST /api/users answers the new account and, for an invited client, the link shown once. */
export const createdClient = publicUser.extend({ invitation: invitationLink.nullable() });
export type CreatedClient = z.infer<typeof createdClient>;

/** 'Add New Client': the fields the admin fills in, with the strength rules the server applies too. */
export const createClientForm = createClientRequest.pick({
  firstName: true,
  lastName: true,
  email: true,
  startingScore: true,
  phone: true,
  address: true,
  dateOfBirth: true,
  ssnLast4: true,
  planId: true,
});
export type CreateClientFormValues = z.input<typeof createClientForm>;

/** 'Create Client Profile' of the admin dashboard: a test user may be flagged and described. */
export const createClientProfileForm = createClientRequest
  .pick({
    firstName: true,
    lastName: true,
    email: true,
    password: true,
    accessLevel: true,
    isTestUser: true,
    testingNotes: true,
  })
  .superRefine((v, ctx) => {
    const failures = v.password ? passwordRuleFailures(v.password) : [];
    if (failures.length > 0)
      ctx.addIssue({ code: 'custom', path: ['password'], message: failures.join('. ') });
  });
export type CreateClientProfileFormValues = z.input<typeof createClientProfileForm>;
