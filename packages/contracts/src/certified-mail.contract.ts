import { z } from 'zod';
import { addBusinessDays } from './business-days';
import { idListQuery, recordId } from './common/params';
import type { SystemTagName } from './documents.contract';

/**
 * Certified mail sent by the product: an approved letter is printed and mailed by a print-and-mail
 * provider (Lob, PostGrid, or the built-in print shop), with an electronic return receipt, and its
 * tracking flows back in. One piece per letter: a letter is never mailed twice.
 */
export const mailProviders = ['simulated', 'lob', 'postgrid'] as const;
export type MailProvider = (typeof mailProviders)[number];

export const mailProviderLabels: Record<MailProvider, string> = {
  simulated: 'Simulated mail (no mail account connected)',
  lob: 'Lob',
  postgrid: 'PostGrid',
};

/**
 * A piece's life, in the order it moves: events never move it backwards. RETURNED and DELIVERED
 * are final; PICKUP_AVAILABLE (a P.O. box notice) counts as receipt for the clocks.
 */
export const mailPieceStatuses = [
  'QUEUED',
  'SENT',
  'MAILED',
  'IN_TRANSIT',
  'IN_LOCAL_AREA',
  'PROCESSED_FOR_DELIVERY',
  'RE_ROUTED',
  'PICKUP_AVAILABLE',
  'DELIVERED',
  'RETURNED_TO_SENDER',
] as const;
export type MailPieceStatus = (typeof mailPieceStatuses)[number];

/** The provider's tracking events as the product names them; ISSUE never changes the status. */
export const mailEventTypes = [
  'MAILED',
  'IN_TRANSIT',
  'IN_LOCAL_AREA',
  'PROCESSED_FOR_DELIVERY',
  'RE_ROUTED',
  'PICKUP_AVAILABLE',
  'DELIVERED',
  'RETURNED_TO_SENDER',
  'ISSUE',
] as const;
export type MailEventType = (typeof mailEventTypes)[number];

/** How far along each status is; a piece only ever moves to a higher rank. */
export const mailStatusRank: Record<MailPieceStatus, number> = {
  QUEUED: 0,
  SENT: 1,
  MAILED: 2,
  IN_TRANSIT: 3,
  RE_ROUTED: 3,
  IN_LOCAL_AREA: 4,
  PROCESSED_FOR_DELIVERY: 5,
  PICKUP_AVAILABLE: 6,
  DELIVERED: 7,
  RETURNED_TO_SENDER: 7,
};

/** The status an event moves a piece to, or null when it only raises attention (ISSUE). */
export const statusAfterEvent = (type: MailEventType): MailPieceStatus | null =>
  type === 'ISSUE' ? null : type;

export const mailStatusLabels: Record<MailPieceStatus, string> = {
  QUEUED: 'Queued',
  SENT: 'Sent to the print shop',
  MAILED: 'Mailed',
  IN_TRANSIT: 'In transit',
  IN_LOCAL_AREA: 'In the local area',
  PROCESSED_FOR_DELIVERY: 'Processed for delivery',
  RE_ROUTED: 'Re-routed',
  PICKUP_AVAILABLE: 'Available for pickup',
  DELIVERED: 'Delivered',
  RETURNED_TO_SENDER: 'Returned to sender',
};

export const mailEventLabels: Record<MailEventType, string> = {
  ...(mailStatusLabels as Record<Exclude<MailEventType, 'ISSUE'>, string>),
  ISSUE: 'A problem with the mail piece',
};

/** Which fact started the bureau's 30 days, shown beside the dates. */
export const receiptRules = ['DELIVERED', 'PICKUP_AVAILABLE', 'ESTIMATED'] as const;
export type ReceiptRule = (typeof receiptRules)[number];

/** Business days after mailing that a letter without a delivery or pickup scan is taken as received. */
export const estimatedDeliveryBusinessDays = 5;
export const estimatedDeliveryDate = (mailedOn: string) =>
  addBusinessDays(mailedOn, estimatedDeliveryBusinessDays);

export const receiptRuleTexts: Record<ReceiptRule, string> = {
  DELIVERED: 'Delivered: the carrier scanned the letter as delivered on this date.',
  PICKUP_AVAILABLE:
    'Available for pickup: the letter reached the bureau’s P.O. box on this date; P.O. boxes are often never scanned as delivered.',
  ESTIMATED: `Estimated: no delivery or pickup scan came, so the letter is taken as received ${estimatedDeliveryBusinessDays} business days after it was mailed.`,
};

/**
 * What one certified letter costs, in cents: printing per printed page (letter and enclosures,
 * one side), First-Class postage by weight, the certified fee and the electronic return receipt.
 * USPS's retail fees as of July 2025; printing is the print shop's price.
 */
export const mailPrices = {
  printPerPageCents: 15,
  postageFirstOunceCents: 78,
  postageExtraOunceCents: 29,
  certifiedCents: 530,
  electronicReturnReceiptCents: 262,
  /** Sheets of 20 lb paper (with the envelope) that weigh one ounce. */
  sheetsPerOunce: 5,
} as const;

export interface MailPiecePrice {
  pages: number;
  printCents: number;
  postageCents: number;
  certifiedCents: number;
  returnReceiptCents: number;
  totalCents: number;
}

export function priceOfPiece(pages: number): MailPiecePrice {
  const ounces = Math.max(1, Math.ceil(pages / mailPrices.sheetsPerOunce));
  const printCents = pages * mailPrices.printPerPageCents;
  const postageCents = mailPrices.postageFirstOunceCents + (ounces - 1) * mailPrices.postageExtraOunceCents;
  const certifiedCents = mailPrices.certifiedCents;
  const returnReceiptCents = mailPrices.electronicReturnReceiptCents;
  return {
    pages,
    printCents,
    postageCents,
    certifiedCents,
    returnReceiptCents,
    totalCents: printCents + postageCents + certifiedCents + returnReceiptCents,
  };
}

export const maxEnclosures = 4;
export const maxLettersPerBatch = 100;

export const mailMessages = {
  notApproved: 'This letter is not approved by the client yet, so it cannot be mailed.',
  alreadyMailed: 'This letter has already been mailed; it is never mailed twice.',
  notCompanyMail: 'The client mails this letter themselves, so it is not mailed from here.',
  notMailable: 'Only a letter waiting to be mailed can be mailed.',
  queued:
    'The mail provider could not be reached; the letter is queued and will be sent automatically, never twice.',
  undeliverable: (reason: string) => `The mail provider refused the address: ${reason}`,
  enclosureNotFound: 'Choose enclosures from the client’s own documents',
  enclosureNotPrintable: 'Only PDF, JPEG and PNG documents can be enclosed',
  tooManyEnclosures: `At most ${maxEnclosures} enclosures per letter`,
  enclosureShowsSsn:
    'This document shows a full Social Security number that could not be found on the page to cover. Upload a clearer copy, or one with all but the last 4 digits covered; the bureau needs only those.',
  chooseLetters: `Choose at least one letter, at most ${maxLettersPerBatch}`,
  badSignature: 'The webhook signature is missing, wrong or too old',
  notMailed: 'This letter has not been mailed from the product.',
  enclosuresOneClient:
    'Enclosures go with one client’s letters: mail each client’s letters in a batch of their own',
  nothingToHandle: 'This letter has no returned piece or delivery issue waiting.',
} as const;

export const mailQuoteQuery = z
  .object({
    disputeIds: idListQuery(maxLettersPerBatch, {
      invalid: mailMessages.chooseLetters,
      tooMany: mailMessages.chooseLetters,
    }),
    enclosureDocumentIds: idListQuery(maxEnclosures, {
      invalid: mailMessages.enclosureNotFound,
      tooMany: mailMessages.tooManyEnclosures,
    }).optional(),
  })
  .strict();

export const mailLetterRequest = z
  .object({
    enclosureDocumentIds: z
      .array(recordId)
      .max(maxEnclosures, mailMessages.tooManyEnclosures)
      .refine((ids) => new Set(ids).size === ids.length, mailMessages.enclosureNotFound)
      .default([]),
  })
  .strict();
export type MailLetterRequest = z.input<typeof mailLetterRequest>;

/**
 * Several letters at once. Enclosures are chosen once for the batch and go with every letter, so a
 * batch with enclosures holds one client's letters only (the documents are that client's).
 */
export const mailBatchRequest = z
  .object({
    disputeIds: z
      .array(recordId)
      .min(1, mailMessages.chooseLetters)
      .max(maxLettersPerBatch, mailMessages.chooseLetters)
      .refine((ids) => new Set(ids).size === ids.length, mailMessages.chooseLetters),
    enclosureDocumentIds: mailLetterRequest.shape.enclosureDocumentIds,
  })
  .strict();
export type MailBatchRequest = z.input<typeof mailBatchRequest>;

const price = z.object({
  pages: z.number().int(),
  printCents: z.number().int(),
  postageCents: z.number().int(),
  certifiedCents: z.number().int(),
  returnReceiptCents: z.number().int(),
  totalCents: z.number().int(),
});

export const mailQuote = z.object({
  provider: z.enum(mailProviders),
  providerLabel: z.string(),
  pieces: z.array(price.extend({ disputeId: z.number().int() })),
  totalCents: z.number().int(),
});
export type MailQuote = z.infer<typeof mailQuote>;

export const mailEvent = z.object({
  type: z.enum(mailEventTypes),
  label: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
  location: z.string().nullable(),
});
export type MailEvent = z.infer<typeof mailEvent>;

export const mailPiece = z.object({
  id: z.number().int(),
  disputeId: z.number().int(),
  provider: z.enum(mailProviders),
  providerLabel: z.string(),
  status: z.enum(mailPieceStatuses),
  statusLabel: z.string(),
  trackingNumber: z.string().nullable(),
  pages: z.number().int(),
  costCents: z.number().int(),
  postageCents: z.number().int(),
  mailedAt: z.iso.datetime({ offset: true }).nullable(),
  receivedOn: z.string().nullable(),
  receiptRule: z.enum(receiptRules).nullable(),
  receiptRuleText: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  hasReturnReceipt: z.boolean(),
  /** Returned to sender or an issue event, not yet handled: it waits in the work queue. */
  needsAttention: z.boolean(),
  /** What went with the letter, as printed: masked copies are said so; each with its SHA-256. */
  enclosures: z.array(z.object({ title: z.string(), masked: z.boolean(), sha256: z.string() })),
  events: z.array(mailEvent),
});
export type MailPiece = z.infer<typeof mailPiece>;

export const mailBatchResult = z.object({
  pieces: z.array(mailPiece),
  refused: z.array(z.object({ disputeId: z.number().int(), code: z.string(), message: z.string() })),
});
export type MailBatchResult = z.infer<typeof mailBatchResult>;

export const mailSpendMonth = z.object({
  month: z.string(),
  pieces: z.number().int(),
  totalCents: z.number().int(),
  postageCents: z.number().int(),
});
export const mailSpend = z.object({ months: z.array(mailSpendMonth) });
export type MailSpend = z.infer<typeof mailSpend>;

/** Lob's webhook body is whatever Lob sends; the signature is checked over the raw text. */
export const lobWebhookBody = z.string().describe('The raw JSON event, signed by Lob');
export const webhookReceived = z.object({ received: z.boolean() });

/** The vault's own tag for a document whose text shows a full Social Security number. */
export const fullSsnTagName = 'Contains full SSN' satisfies SystemTagName;

/**
 * An enclosure is mailed as a masked copy (every Social Security and account number covered up to
 * its last 4 digits) when the vault found a full SSN in it, or has not read its text to check.
 */
export const enclosureIsMasked = (doc: {
  smartTags: readonly { name: string }[];
  extractionStatus: string;
}) => doc.extractionStatus !== 'DONE' || doc.smartTags.some((t) => t.name === fullSsnTagName);

export const enclosureTexts = {
  masked: 'Mailed as a copy with the Social Security and account numbers covered up to their last 4 digits',
  asIs: 'Mailed as it is',
  help: 'The bureaus ask for a copy of an ID and a proof of address with a mailed dispute. Each chosen document goes with every letter; open a letter’s PDF to see exactly what is printed.',
} as const;

/** What the print shop can print as an enclosure. */
export const printableEnclosureTypes: readonly string[] = ['application/pdf', 'image/jpeg', 'image/png'];
