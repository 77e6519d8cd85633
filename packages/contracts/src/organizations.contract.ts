import { z } from 'zod';

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
  slug: 40,
  host: 253,
  email: 254,
  phone: 30,
  senderName: 120,
  address: 300,
  /** White Label: "up to 50 client users" (enforced in a later phase). */
  activeClients: 50,
} as const;

export const organizationMessages = {
  slugFormat: 'Use lowercase letters, digits and dashes, starting with a letter',
  hostFormat: 'Enter a host name such as acme-credit.example.com, without https:// or a path',
  colourFormat: 'Enter a colour as # and six hex digits, such as #1c7ed6',
  slugTaken: 'Another organization already uses this short name',
  hostTaken: 'Another organization already uses this host name',
  suspended: 'This company’s account is suspended. Contact the company for help.',
  notFound: 'Organization not found',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** A short name used in addresses: lowercase, digits and dashes; unique whatever the letter case. */
export const organizationSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(organizationLimits.slug)
  .regex(/^[a-z][a-z0-9-]*$/, organizationMessages.slugFormat);

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

/** What a company shows of itself: on its pages, letters, contracts, e-mails and PDFs. */
export const organizationBranding = z.object({
  companyName: text(organizationLimits.name),
  /** `#rrggbb`; null keeps the product's own colour. */
  primaryColour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, organizationMessages.colourFormat)
    .nullable(),
  supportEmail: z.email().max(organizationLimits.email),
  supportPhone: z.string().trim().max(organizationLimits.phone).nullable(),
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
