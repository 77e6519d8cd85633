import { z } from 'zod';

/**
 * What a letter needs before it may be approved or mailed, and who mails it. A bureau does not
 * process a letter without the consumer's own return address, and the Credit Repair Organizations
 * Act allows no service before the consumer signed the disclosure, the contract and the notice of
 * cancellation and the cancellation period has passed.
 */

/** Who puts a letter in the mail: the company (managed plans) or the consumer (self-serve). */
export const letterMailers = ['COMPANY', 'CONSUMER'] as const;
export type LetterMailer = (typeof letterMailers)[number];

/**
 * Each letter has one mailer. The client's plan decides; a client without a plan mails their own
 * letters, and a letter the company drafted is the company's to mail (it cannot be approved before
 * a plan is signed for anyway).
 */
export function letterMailerFor(planMailer: LetterMailer | null, draftedByClient: boolean): LetterMailer {
  if (planMailer) return planMailer;
  return draftedByClient ? 'CONSUMER' : 'COMPANY';
}

/** How each side reads who mails a letter. */
export const letterMailerLabels = {
  COMPANY: { client: 'Your credit specialist mails this letter', admin: 'We mail this letter' },
  CONSUMER: { client: 'You mail this letter yourself', admin: 'The client mails this letter' },
} as const satisfies Record<LetterMailer, { client: string; admin: string }>;

/** Why a letter may not be approved or mailed yet; codes are the API's, messages the person's. */
export const letterHoldCodes = [
  'MAILING_ADDRESS_MISSING',
  'WAITING_FOR_SIGNATURE',
  'CANCELLATION_PERIOD',
] as const;
export type LetterHoldCode = (typeof letterHoldCodes)[number];

export const letterHoldMessages = {
  addressMissing: "Add the client's mailing address first",
  ownAddressMissing: 'Add your mailing address first',
  waitingForSignature: 'Waiting for signature',
  waitingForSignatureDetail:
    'The client has not yet signed the disclosure, the contract and the notice of cancellation for a plan. Letters can be drafted now; they are approved and mailed once these are signed and the cancellation period has ended.',
  ownWaitingForSignatureDetail:
    'Sign the disclosure, the contract and the notice of cancellation for your plan first (Billing). Your letters stay saved; you approve them once these are signed and the cancellation period has ended.',
} as const;

/** A letter that is drafted with a bracketed stand-in ("[Street address]") is never approved or mailed. */
export const placeholderPattern = /\[[^\]\n]{1,60}\]/;
export const placeholderMessage = (found: string) =>
  `The letter still has a placeholder (${found}): revise it before it is approved or mailed`;

/** GET /api/letter-readiness/{userId}: who mails a client's letters and what holds them back. */
export const letterReadiness = z.object({
  userId: z.number().int(),
  mailer: z.enum(letterMailers),
  hold: z.object({ code: z.enum(letterHoldCodes), message: z.string(), detail: z.string() }).nullable(),
});
export type LetterReadiness = z.infer<typeof letterReadiness>;
