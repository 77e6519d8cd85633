import { z } from 'zod';
import { personLine } from './common/person-text';

/**
 * What a professional may give when opening a client's account, beyond name and e-mail: how to
 * reach them, where letters go, who they are, and the plan they are to sign for. All optional; a
 * field left blank is "not given".
 */

/** The states, DC, the territories and the military "states" a US mailing address may name. */
// biome-ignore format: one block of codes reads better than one a line
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP',
] as const;
export type UsStateCode = (typeof usStateCodes)[number];
const stateSet = new Set<string>(usStateCodes);

/** A client must be an adult to sign a credit repair contract. */
export const minimumClientAge = 18;

export const clientOnboardingMessages = {
  phone: 'Enter a US phone number with its area code, e.g. (555) 234-5678',
  state: 'Enter a US state as its 2-letter code, e.g. TX',
  zipCode: 'ZIP code must be 5 or 9 digits',
  addressLine1Required: 'Street address is required when any part of the address is given',
  cityRequired: 'City is required when any part of the address is given',
  stateRequired: 'State is required when any part of the address is given',
  zipRequired: 'ZIP code is required when any part of the address is given',
  dateOfBirthInvalid: 'Date of birth must be a real date (YYYY-MM-DD)',
  dateOfBirthPast: 'Date of birth must be after 1900 and before today',
  dateOfBirthAdult: `The client must be at least ${minimumClientAge} years old`,
  ssnLast4: 'Enter the last 4 digits of the Social Security number (not 0000)',
  planNotOffered: 'Choose one of the consumer plans on offer',
  whySsn: 'Optional. Kept encrypted; only these 4 digits are ever shown.',
  whyPlan: 'The client signs the agreement for this plan after choosing their password.',
} as const;

/** Digits of a US number: ten, or eleven with the country code 1 in front. */
function usPhoneDigits(text: string): string | null {
  const digits = text.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // North American numbering: neither the area code nor the exchange starts with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? ten : null;
}

/** "(555) 234-5678" for a valid US number, else null. */
export function formatUsPhone(text: string): string | null {
  const d = usPhoneDigits(text.trim());
  return d ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : null;
}

/** A US phone number, kept as "(555) 234-5678". */
export const usPhone = z
  .string()
  .trim()
  .max(30, clientOnboardingMessages.phone)
  .refine((s) => formatUsPhone(s) !== null, clientOnboardingMessages.phone)
  .transform((s) => formatUsPhone(s) as string);

/** A ZIP code of 5 digits or ZIP+4 (9 digits, with or without the dash), kept as 12345 or 12345-6789. */
export const usZipCode = z
  .string()
  .trim()
  .regex(/^\d{5}(-?\d{4})?$/, clientOnboardingMessages.zipCode)
  .transform((s) => (s.length === 5 ? s : `${s.slice(0, 5)}-${s.slice(-4)}`));

/** A US state's 2-letter code, in either letter case, kept upper-case. */
export const usState = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => stateSet.has(s), clientOnboardingMessages.state);

/** The day a person turning `age` today was born on, as YYYY-MM-DD (29 February compares as text). */
function bornOnOrBefore(age: number, today: string): string {
  return `${String(Number(today.slice(0, 4)) - age).padStart(4, '0')}${today.slice(4)}`;
}

/** A real, past date of birth of someone at least 18 today. */
export const adultDateOfBirth = z.iso
  .date(clientOnboardingMessages.dateOfBirthInvalid)
  .refine(
    (d) => d >= '1900-01-01' && d < new Date().toISOString().slice(0, 10),
    clientOnboardingMessages.dateOfBirthPast,
  )
  .refine(
    (d) => d <= bornOnOrBefore(minimumClientAge, new Date().toISOString().slice(0, 10)),
    clientOnboardingMessages.dateOfBirthAdult,
  );

/** The last four digits of a Social Security number; 0000 is never issued. */
export const ssnLast4 = z
  .string()
  .trim()
  .regex(/^\d{4}$/, clientOnboardingMessages.ssnLast4)
  .refine((s) => s !== '0000', clientOnboardingMessages.ssnLast4);

/** An optional text field: blank is the same as not given. */
const blankIsAbsent = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .transform((s) => (s.trim() === '' ? undefined : s))
    .pipe(schema.optional());

/**
 * A client's mailing address: all of it or none. Each missing part is named, so the form marks the
 * field; lines 2 may stay empty.
 */
export const clientAddress = z
  .object({
    addressLine1: z.string().trim().max(120).default(''),
    addressLine2: z.string().trim().max(120).default(''),
    city: z.string().trim().max(80).default(''),
    state: z.string().trim().default(''),
    zipCode: z.string().trim().default(''),
  })
  .strict()
  .superRefine((a, ctx) => {
    const given = Object.values(a).some((v) => v !== '');
    if (!given) return;
    const required = [
      ['addressLine1', clientOnboardingMessages.addressLine1Required],
      ['city', clientOnboardingMessages.cityRequired],
      ['state', clientOnboardingMessages.stateRequired],
      ['zipCode', clientOnboardingMessages.zipRequired],
    ] as const;
    for (const [field, message] of required) {
      if (a[field] === '') ctx.addIssue({ code: 'custom', path: [field], message });
    }
    const checks = [
      ['addressLine1', personLine(z.string(), 'Street address')],
      ['addressLine2', personLine(z.string(), 'Address line 2')],
      ['city', personLine(z.string(), 'City')],
      ['state', usState],
      ['zipCode', usZipCode],
    ] as const;
    for (const [field, schema] of checks) {
      if (a[field] === '') continue;
      const result = schema.safeParse(a[field]);
      if (!result.success) {
        ctx.addIssue({ code: 'custom', path: [field], message: result.error.issues[0]?.message ?? '' });
      }
    }
  })
  .transform((a) =>
    Object.values(a).every((v) => v === '')
      ? undefined
      : {
          addressLine1: a.addressLine1,
          addressLine2: a.addressLine2 || null,
          city: a.city,
          state: a.state.toUpperCase(),
          zipCode: usZipCode.parse(a.zipCode),
        },
  );
export type ClientAddressInput = z.input<typeof clientAddress>;

/** The optional details of a new client, shared by the request and the Add New Client form. */
export const clientOnboardingFields = {
  phone: blankIsAbsent(usPhone).optional(),
  address: clientAddress.optional(),
  dateOfBirth: blankIsAbsent(adultDateOfBirth).optional(),
  ssnLast4: blankIsAbsent(ssnLast4).optional(),
  /** A consumer plan from GET /api/subscription-plans: the one the client is to sign for. */
  planId: z.number().int().positive().nullish(),
};

/** A client's invitation to choose their password, as the professional sees it. */
export const invitationStatuses = ['pending', 'expired', 'accepted', 'none'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const invitationMessages = {
  /** Test as Client needs an account the person has opened: there is nothing to see before. */
  awaitingAcceptance: 'Waiting for the client to accept the invitation',
  alreadyAccepted: 'The client has already chosen their password; there is no invitation to resend',
  notAClient: 'Invitations are for client accounts only',
  resent: 'A new invitation was sent; the earlier link no longer works.',
  linkOnce:
    'This link is shown only now. Copy it if you want to send it yourself; the client also got it by e-mail.',
  expiresOn: (date: string) => `Invitation expires on ${date}`,
  expired: 'Invitation expired — resend it',
  accepted: 'The client has chosen their password',
} as const;

/** The link of a fresh invitation: shown once to the professional who created or resent it. */
export const invitationLink = z.object({ link: z.string(), expiresAt: z.string() });
export type InvitationLink = z.infer<typeof invitationLink>;

/** GET /api/admin/clients/:userId/onboarding: what was given at onboarding, and the invitation. */
export const clientOnboarding = z.object({
  userId: z.number().int(),
  phone: z.string().nullable(),
  /** Never more than the last four digits. */
  ssnLast4: z.string().nullable(),
  chosenPlanId: z.number().int().nullable(),
  /** From the lead the client came from: the issues they asked help with, and their words. */
  creditIssues: z.array(z.string()),
  notes: z.string().nullable(),
  invitation: z.object({
    status: z.enum(invitationStatuses),
    /** When the latest link stops working; null without one. */
    expiresAt: z.string().nullable(),
  }),
});
export type ClientOnboarding = z.infer<typeof clientOnboarding>;
