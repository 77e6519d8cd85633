import { z } from 'zod';
import { bureau } from './bureau-enum';
import type { ErrorCode } from './common/error-codes';
import { idListQuery } from './common/params';
import type { DisputeLetterType } from './dispute-letters.contract';

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
 * Letters the consumer always sends themselves, whatever the plan: a creditor may ignore a direct
 * dispute that a credit repair organization prepared or sent (Regulation V, 12 CFR 1022.43(b)), so
 * a direct dispute to the creditor leaves from the consumer's own hand and address.
 */
export const consumerSentLetterTypes: readonly DisputeLetterType[] = ['FURNISHER_DIRECT'];

/**
 * Each letter has one mailer. A letter the consumer always sends is theirs; otherwise the client's
 * plan decides; a client without a plan mails their own letters, and a letter the company drafted
 * is the company's to mail (it cannot be approved before a plan is signed for anyway).
 */
export function letterMailerFor(
  planMailer: LetterMailer | null,
  draftedByClient: boolean,
  letterType?: DisputeLetterType,
): LetterMailer {
  if (letterType && consumerSentLetterTypes.includes(letterType)) return 'CONSUMER';
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
] as const satisfies readonly ErrorCode[];
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

/** The most letters printed in one PDF: one mailing session's envelopes. */
export const printLimit = 100;

/** GET /api/admin/letters-to-mail: approved letters the company mails that have no tracking number. */
export const lettersToMailQuery = z
  .object({ userId: z.coerce.number().int().positive().max(2_147_483_647).optional() })
  .strict();
export const letterToMail = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  clientName: z.string(),
  bureau,
  issueTitle: z.string(),
  creditor: z.string(),
  roundNumber: z.number().int(),
  approvedAt: z.string(),
});
export type LetterToMail = z.infer<typeof letterToMail>;
export const lettersToMail = z.array(letterToMail);

export const printMessages = {
  ids: `Choose between 1 and ${printLimit} letters to print`,
  notApproved: 'Only letters the client approved are printed',
  sendBy: 'Send by USPS Certified Mail, return receipt requested.',
} as const;

/** GET /api/admin/letters/print?ids=1,2,3: the chosen letters in one PDF, a cover sheet per envelope. */
export const printLettersQuery = z
  .object({
    ids: idListQuery(printLimit, { invalid: printMessages.ids, tooMany: printMessages.ids }),
  })
  .strict();
export type PrintLettersQuery = z.input<typeof printLettersQuery>;
