// Zod-free (the schemas are in next-round.contract.ts), so the screens that show suggestions in
// words do not load the schema library with them.
import { type Bureau, bureauLabel } from './bureaus';

/**
 * What the next round may be, one per item and bureau:
 * - METHOD_OF_VERIFICATION: after a bureau verified an item, the consumer may ask it to describe
 *   how it verified, including the name, address and telephone of whoever it contacted (FCRA §611(a)(7)).
 * - FURNISHER_DIRECT: a dispute sent straight to the creditor that reports the item, which must
 *   investigate it (FCRA §623(a)(8), Regulation V 12 CFR 1022.43). A creditor may ignore a dispute a
 *   credit repair organization prepared, so the consumer writes and sends it themselves.
 * - DEBT_VALIDATION: a collector must stop collecting until it validates a debt the consumer
 *   disputes in writing within 30 days of its first notice (FDCPA §809(b)).
 * - IDENTITY_THEFT_BLOCK: a bureau must block an item that results from identity theft within 4
 *   business days of the consumer's identity theft report (FCRA §605B).
 * - CFPB_COMPLAINT: only once a bureau let its 30 days pass with no answer, or verified again
 *   without saying how after a method-of-verification request: a complaint the consumer files
 *   with the Consumer Financial Protection Bureau, written from the facts and the receipts.
 */
export const nextRoundKinds = [
  'METHOD_OF_VERIFICATION',
  'FURNISHER_DIRECT',
  'DEBT_VALIDATION',
  'IDENTITY_THEFT_BLOCK',
  'CFPB_COMPLAINT',
] as const;
export type NextRoundKind = (typeof nextRoundKinds)[number];

export const nextRoundKindLabels: Record<NextRoundKind, string> = {
  METHOD_OF_VERIFICATION: 'Ask how it was verified',
  FURNISHER_DIRECT: 'Dispute directly with the creditor',
  DEBT_VALIDATION: 'Ask the collector to prove the debt',
  IDENTITY_THEFT_BLOCK: 'Block an identity theft item',
  CFPB_COMPLAINT: 'File a complaint with the CFPB',
};

/** Why each suggestion is made, in the words the card shows. */
export const nextRoundReasons = {
  methodOfVerification: (b: Bureau, on: string) =>
    `${bureauLabel[b]} said on ${on} that it verified this item. The law lets you ask how: who it contacted and what they checked. A bureau that cannot say how it verified may have to delete the item.`,
  furnisherAfterVerification: (b: Bureau) =>
    `${bureauLabel[b]} verified this item again after you asked how. The creditor that reports it must investigate a dispute sent to it directly. You send this one yourself: creditors may ignore disputes a credit repair company prepared.`,
  furnisherAfterUpdate: (b: Bureau) =>
    `${bureauLabel[b]} changed this item but still reports it. The creditor that reports it must investigate a dispute sent to it directly. You send this one yourself: creditors may ignore disputes a credit repair company prepared.`,
  debtValidation: (firstContactOn: string, lastDay: string) =>
    `The collector first contacted you on ${firstContactOn}. Until ${lastDay} you can ask it to prove the debt, and it must stop collecting until it does.`,
  debtValidationNeedsDate:
    'This is a collection. If the collector first contacted you less than 30 days ago, you can ask it to prove the debt and it must stop collecting until it does. Enter the day of that first contact below: the letter is suggested while the 30 days last.',
  identityTheftBlock: (b: Bureau) =>
    `You said this item comes from identity theft. With an identity theft report, ${bureauLabel[b]} must block it within 4 business days instead of investigating it again.`,
  complaintNoAnswer: (b: Bureau, sentOn: string) =>
    `${bureauLabel[b]} did not answer your letter mailed ${sentOn} within the 30 days the law gives it. You can file a complaint with the Consumer Financial Protection Bureau: download the packet, read it, and file it yourself at consumerfinance.gov.`,
  complaintVerifiedWithoutMethod: (b: Bureau) =>
    `${bureauLabel[b]} verified this item again after you asked how it verified, without telling you how. You can file a complaint with the Consumer Financial Protection Bureau: download the packet, read it, and file it yourself at consumerfinance.gov.`,
} as const;

/** How many days after a collector's first notice a consumer may ask it to validate the debt. */
export const debtValidationWindowDays = 30;

/** What the card says when there is nothing to suggest, and the consumer-sent note. */
export const nextRoundWords = {
  none: 'Nothing to send next: each item is waiting for an answer, resolved, or has no history yet.',
  consumerSends: 'You send this letter yourself, from your own address.',
  notSuggested: 'That letter is not what this item needs next.',
  complaintNotDue:
    'A complaint packet is offered only after a bureau missed its 30 days or verified without saying how.',
  /** After the day of first contact is saved, when it is more than 30 days ago. */
  validationWindowPassed:
    'Saved. More than 30 days have passed since the collector first made contact, so asking it to prove the debt is no longer suggested.',
} as const;

/**
 * A letter that repeats an earlier one (same item, bureau, letter type and reason) with nothing new
 * since: no new answer or change in the item's history, no new document. Bureaus may treat a
 * repeat as frivolous and stop investigating, so it is refused.
 */
export const repeatLetterMessage = (bureau: Bureau, sentOn: string) =>
  `This letter repeats the one sent to ${bureauLabel[bureau]} on ${sentOn} about this item, with the same letter type and reason, and nothing new has happened since. A bureau may treat a repeated dispute as frivolous and ignore it. Wait for its answer or a new report, choose another reason or letter type, or add a new document first.`;
