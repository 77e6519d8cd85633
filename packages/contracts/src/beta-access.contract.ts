import { z } from 'zod';
import { betaFeature } from './beta-features';
import { pageCursor } from './common/page-cursor';
import { accessLevel } from './users.contract';

export const accessCodeLimits = { minLength: 4, maxLength: 40, generatedLength: 10, maxRedemptions: 100_000 };

export const accessCodeMessages = {
  codeRequired: 'Access code is required',
  codeShape: `Access code must be ${accessCodeLimits.minLength}-${accessCodeLimits.maxLength} letters, digits or dashes`,
  featureRequired: 'Select at least one feature',
  duplicate: 'That access code already exists',
  expiryPast: 'The expiry must be in the future',
  notFound: 'That access code is not valid',
  expired: 'That access code has expired',
  revoked: 'That access code has been revoked',
  usedUp: 'That access code has been used the maximum number of times',
  alreadyRedeemed: 'You have already redeemed this access code',
  created: 'Access code created',
  copied: 'Access code copied',
  revokedDone: 'Access code revoked',
  redeemed: 'Access code accepted',
} as const;

const codeText = z
  .string({ error: accessCodeMessages.codeRequired })
  .trim()
  .min(1, accessCodeMessages.codeRequired)
  .transform((s) => s.toUpperCase())
  .pipe(
    z
      .string()
      .min(accessCodeLimits.minLength, accessCodeMessages.codeShape)
      .max(accessCodeLimits.maxLength, accessCodeMessages.codeShape)
      .regex(/^[A-Z0-9-]+$/, accessCodeMessages.codeShape),
  );

/** POST /api/admin/beta-access. The owner is the signed-in admin, never a user id from the body. */
export const createAccessCodeRequest = z
  .object({
    accessCode: codeText,
    features: z
      .array(betaFeature, { error: accessCodeMessages.featureRequired })
      .min(1, accessCodeMessages.featureRequired)
      .transform((f) => [...new Set(f)]),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: z.number().int().min(1).max(accessCodeLimits.maxRedemptions).optional(),
    /**
     * Sent by clients as a fixed 1 and never used: the code's creator is always the signed-in admin,
     * never an id a request names.
     */
    userId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type CreateAccessCodeRequest = z.input<typeof createAccessCodeRequest>;

export const accessCodeStatuses = ['ACTIVE', 'EXPIRED', 'REVOKED', 'USED_UP'] as const;
export const accessCodeStatusLabels: Record<(typeof accessCodeStatuses)[number], string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
  USED_UP: 'Used up',
};

export const accessCode = z.object({
  id: z.number().int(),
  accessCode: z.string(),
  features: z.array(betaFeature),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptionCount: z.number().int(),
  revokedAt: z.string().nullable(),
  status: z.enum(accessCodeStatuses),
  createdBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type AccessCode = z.infer<typeof accessCode>;
export const accessCodeList = z.array(accessCode);

/** 'Enter access code' from the profile menu. */
export const redeemAccessCodeRequest = z.object({ accessCode: codeText }).strict();
export type RedeemAccessCodeRequest = z.input<typeof redeemAccessCodeRequest>;
export const redeemAccessCodeResponse = z.object({
  /** Everything the person now holds, and what this code added. */
  features: z.array(betaFeature),
  added: z.array(betaFeature),
});
export type RedeemAccessCodeResponse = z.infer<typeof redeemAccessCodeResponse>;

/** The dashboard's four counters, counted in SQL. */
export const adminDashboardCounts = z.object({
  testUsers: z.number().int(),
  feedbackItems: z.number().int(),
  accessCodes: z.number().int(),
  bugReports: z.number().int(),
});
export type AdminDashboardCounts = z.infer<typeof adminDashboardCounts>;

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/**
 * 'Generate': uppercase letters and digits from the platform's cryptographic source (Web Crypto in
 * the browser and in Node), without look-alikes (0/O, 1/I). 256 % 32 = 0, so no modulo bias.
 */
export function generateAccessCode(length = accessCodeLimits.generatedLength): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => codeAlphabet[b % codeAlphabet.length]).join('');
}

/** A row of the Test Users and Client Profiles tabs (GET /api/admin/test-users, /api/admin/client-profiles). */
export const betaTestingUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accessLevel,
  isTestUser: z.boolean(),
  testingNotes: z.string().nullable(),
  features: z.array(betaFeature),
  createdAt: z.string(),
  /** Invited and not yet signed up: there is no account of theirs to test as. */
  awaitingInvitation: z.boolean(),
});
export type BetaTestingUser = z.infer<typeof betaTestingUser>;
export const betaTestingUserList = z.array(betaTestingUser);

/**
 * The Client Profiles and Test Users lists are read a page at a time, newest first: a bare GET
 * answers the first page, and the `Link` header's `rel="next"` address carries the cursor of the
 * next one. `search` matches any part of the name or the e-mail, in any letter case.
 */
export const betaTestingListLimits = { pageSize: 50, maxPageSize: 100, search: 100 } as const;
export const betaTestingListQuery = z
  .object({
    search: z.string().trim().max(betaTestingListLimits.search).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(betaTestingListLimits.maxPageSize)
      .default(betaTestingListLimits.pageSize),
    /** From the previous page's `Link: <…>; rel="next"`. */
    cursor: pageCursor.optional(),
  })
  .strict();
export type BetaTestingListQuery = z.input<typeof betaTestingListQuery>;
