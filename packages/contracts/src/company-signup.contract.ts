import { z } from 'zod';
import { oneTimeLinkToken } from './common/one-time-link';
import {
  organizationHost,
  organizationLimits,
  organizationSlug,
  supportPhoneText,
} from './organizations.contract';
import { newAdminPassword } from './password-rules';

/**
 * A credit repair company signs up for the White Label plan: its address is verified by a one-time
 * link, then its owner (the organization's first admin, who must set up two-step sign-in at once)
 * and the company's details make its organization.
 */

/** How long the e-mailed link works, in hours. */
export const companySignupLinkHours = 24;

export const companySignupMessages = {
  linkSent: `If the address can receive mail, a link to go on is on its way. It works once, for ${companySignupLinkHours} hours.`,
  invalidLink:
    'This sign-up link is not valid: it may have expired or been used. Start again to get a new one.',
  companyName: 'Enter the company’s name',
  croaBusinessName: 'Enter the business name your contracts show',
  croaBusinessAddress: 'Enter the business address your contracts show',
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
} as const;

const required = (max: number, message: string) => z.string().trim().min(1, message).max(max);

export const startCompanySignupRequest = z.object({ email: z.email().max(organizationLimits.email) });
export type StartCompanySignupRequest = z.infer<typeof startCompanySignupRequest>;
export const startCompanySignupResponse = z.object({ message: z.string() });

export const companySignupToken = oneTimeLinkToken;
export const companySignupLink = z.object({ email: z.string(), expiresAt: z.string() });

export const companySignupDetails = z.object({
  firstName: required(100, companySignupMessages.firstName),
  lastName: required(100, companySignupMessages.lastName),
  /** The owner's password follows the admin portal's rules (admins' special characters). */
  password: newAdminPassword,
  companyName: required(organizationLimits.name, companySignupMessages.companyName),
  /** Made from the company's name when left empty. */
  slug: z.union([organizationSlug, z.literal('')]).optional(),
  host: z.union([organizationHost, z.literal('')]).optional(),
  supportPhone: supportPhoneText.optional(),
  croaBusinessName: required(organizationLimits.name, companySignupMessages.croaBusinessName),
  croaBusinessAddress: required(organizationLimits.address, companySignupMessages.croaBusinessAddress),
});
export type CompanySignupDetails = z.input<typeof companySignupDetails>;

export const completeCompanySignupRequest = companySignupDetails.extend(companySignupToken.shape);
export type CompleteCompanySignupRequest = z.infer<typeof completeCompanySignupRequest>;

export const completeCompanySignupResponse = z.object({
  organization: z.object({
    id: z.number().int(),
    companyName: z.string(),
    slug: z.string(),
    host: z.string().nullable(),
  }),
  /** The owner's session, which can do nothing until two-step sign-in is set up. */
  token: z.string(),
  secondFactor: z.literal('enroll'),
});
export type CompleteCompanySignupResponse = z.infer<typeof completeCompanySignupResponse>;

/** A short name from a company's name: "Acme Credit, LLC" → "acme-credit-llc". */
export function slugFromName(name: string) {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '')
    .slice(0, organizationLimits.slug)
    .replace(/-+$/, '');
  return slug || 'company';
}
