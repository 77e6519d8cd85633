import { z } from 'zod';
import { brandColourPattern } from './brand-colour';
import { base64File, fileMessages, fileNameField } from './common/base64-file';
import { organizationSlugMaxLength, organizationSlugPattern } from './common/organization-path';

/**
 * An organization is one credit repair company working inside the product: its people, its
 * clients and everything about them belong to it, and no one outside it can see them. The company
 * that runs the platform is the first organization; White Label companies are the others.
 */

/** `PLATFORM`: the company that runs the product; `WHITE_LABEL`: a company on the White Label plan. */
export const organizationPlans = ['PLATFORM', 'WHITE_LABEL'] as const;
export type OrganizationPlan = (typeof organizationPlans)[number];

/** A suspended organization keeps its data, but its people cannot sign in and their sessions end. */
export const organizationStatuses = ['active', 'suspended'] as const;
export type OrganizationStatus = (typeof organizationStatuses)[number];

export const organizationLimits = {
  name: 120,
  slug: organizationSlugMaxLength,
  host: 253,
  email: 254,
  phone: 30,
  senderName: 120,
  address: 300,
  /** White Label: "up to 50 client users"; every path that makes or restores a client checks it. */
  activeClients: 50,
  /** A logo is a small picture in the header, not a document: 512 KB is plenty for one. */
  logoBytes: 512 * 1024,
  logoFileName: 255,
} as const;

/** How many active client users an organization's plan allows; null: no limit (the platform's own). */
export const clientLimitOf = (plan: OrganizationPlan) =>
  plan === 'WHITE_LABEL' ? organizationLimits.activeClients : null;

/** "42 of 50" as the settings show it; without a limit, the count alone. */
export const clientSeatsText = (seats: { active: number; limit: number | null }) =>
  seats.limit === null ? `${seats.active}` : `${seats.active} of ${seats.limit}`;

/** The kinds of picture a logo may be, as their bytes show them (SVG is refused: a drawing can carry scripts). */
export const logoContentTypes = { PNG: 'image/png', JPEG: 'image/jpeg' } as const;

export const organizationMessages = {
  slugFormat: 'Use lowercase letters, digits and dashes, starting with a letter',
  hostFormat: 'Enter a host name such as acme-credit.example.com, without https:// or a path',
  colourFormat: 'Enter a colour as # and six hex digits, such as #1c7ed6',
  slugTaken: 'Another organization already uses this short name',
  hostTaken: 'Another organization already uses this host name',
  suspended: 'This company’s account is suspended. Contact the company for help.',
  notFound: 'Organization not found',
  clientLimit: (limit: number) =>
    `Your White Label plan includes up to ${limit} active client users, and all ${limit} are in use. Remove a client or move to a larger plan before adding another.`,
  logoNotAllowed: 'Upload the logo as a PNG or JPEG picture',
  logoSvg: 'SVG logos are not accepted, because a drawing can carry scripts. Upload a PNG or JPEG instead',
  logoTooLarge: `The logo must be at most ${organizationLimits.logoBytes / 1024} KB`,
  logoEmpty: fileMessages.empty,
  logoMissing: 'No logo has been uploaded',
  blank: 'This cannot be left blank',
} as const;

const text = (max: number) => z.string().trim().min(1, organizationMessages.blank).max(max);

/** A short name used in addresses: lowercase, digits and dashes; unique whatever the letter case. */
export const organizationSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(organizationLimits.slug)
  .regex(organizationSlugPattern, organizationMessages.slugFormat);

/** A bare host name (no scheme, port or path); unique whatever the letter case. */
export const organizationHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(organizationLimits.host)
  .regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
    organizationMessages.hostFormat,
  );

/** A company's support phone as people write one; blank is none. */
export const supportPhoneText = z
  .string()
  .trim()
  .max(organizationLimits.phone)
  .regex(/^[0-9+()\-. ]*$/, 'Use digits, spaces and + ( ) - . only');

/** What a company shows of itself: on its pages, letters, contracts, e-mails and PDFs. */
export const organizationBranding = z.object({
  companyName: text(organizationLimits.name),
  /** `#rrggbb`; null keeps the product's own colour. */
  primaryColour: z.string().regex(brandColourPattern, organizationMessages.colourFormat).nullable(),
  supportEmail: z.email().max(organizationLimits.email),
  supportPhone: supportPhoneText.nullable().transform((s) => (s ? s : null)),
  /** The name letters and e-mails are sent under, and the address answers come back to. */
  senderName: text(organizationLimits.senderName),
  returnAddress: text(organizationLimits.address),
  /** The business named in the CROA disclosure, the contract and the notice of cancellation. */
  croaBusinessName: text(organizationLimits.name),
  croaBusinessAddress: text(organizationLimits.address),
});
export type OrganizationBranding = z.infer<typeof organizationBranding>;

export const organization = organizationBranding.extend({
  id: z.number().int(),
  slug: organizationSlug,
  host: organizationHost.nullable(),
  plan: z.enum(organizationPlans),
  status: z.enum(organizationStatuses),
});
export type Organization = z.infer<typeof organization>;

/** How many active client users the organization has, and how many its plan allows (null: no limit). */
export const clientSeats = z.object({ active: z.number().int(), limit: z.number().int().nullable() });
export type ClientSeats = z.infer<typeof clientSeats>;

/** The organization's own settings screen: its branding, CROA details, logo and client count. */
export const organizationSettings = organizationBranding.extend({
  plan: z.enum(organizationPlans),
  host: z.string().nullable(),
  /** The logo's address (changes with each upload), or null before one is uploaded. */
  logoUrl: z.string().nullable(),
  clients: clientSeats,
});
export type OrganizationSettings = z.infer<typeof organizationSettings>;

/** PUT /api/organization/branding: every field at once, as the form shows them. */
export const updateOrganizationBrandingRequest = organizationBranding.strict();
export type UpdateOrganizationBrandingRequest = z.input<typeof updateOrganizationBrandingRequest>;

/** PUT /api/organization/logo: the picture in base64; its type is read from its bytes, never its name. */
export const uploadLogoRequest = z.object({
  fileName: fileNameField(organizationLimits.logoFileName),
  fileData: base64File(organizationLimits.logoBytes, { tooLarge: organizationMessages.logoTooLarge }),
});
export type UploadLogoRequest = z.input<typeof uploadLogoRequest>;
