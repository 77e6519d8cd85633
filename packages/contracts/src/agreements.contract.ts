import { z } from 'zod';
import { personLine } from './common/person-text';

/** The three CROA documents, signed in this order before any card is saved. */
export const agreementKinds = ['DISCLOSURE', 'CONTRACT', 'NOTICE_OF_CANCELLATION'] as const;
export type AgreementKind = (typeof agreementKinds)[number];

export const agreementTitles: Record<AgreementKind, string> = {
  DISCLOSURE: 'Consumer Credit File Rights Under State and Federal Law',
  CONTRACT: 'Credit Repair Services Contract',
  NOTICE_OF_CANCELLATION: 'Notice of Cancellation',
};

export const agreementDraftQuery = z.object({ planId: z.coerce.number().int().positive() });
export type AgreementDraftQuery = z.input<typeof agreementDraftQuery>;

/** A document to show before signing; `text` is exactly what will be hashed and stored. */
export const agreementDraft = z.object({
  kind: z.enum(agreementKinds),
  title: z.string(),
  text: z.string(),
  /** Lines the page shows in bold (the statutory right-to-cancel statement by the signature). */
  boldLines: z.array(z.string()),
  sha256: z.string(),
  signed: z.boolean(),
});
export type AgreementDraft = z.infer<typeof agreementDraft>;
export const agreementDraftList = z.array(agreementDraft);
export type AgreementDraftList = z.infer<typeof agreementDraftList>;

export const signAgreementRequest = z.object({
  planId: z.coerce.number().int().positive(),
  kind: z.enum(agreementKinds),
  /** The hash of the text the person was shown: a stale page cannot sign a changed text. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256 is 64 hex characters'),
  typedName: personLine(z.string().trim().min(2, 'Type your full name').max(120), 'Your typed name'),
  consent: z.literal(true, { error: 'Tick the box to agree to sign electronically' }),
});
export type SignAgreementRequest = z.input<typeof signAgreementRequest>;

/** A signature is the person's own name: the one on file, case and spacing aside. */
const signatureNameKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
export const isSignatureOf = (typedName: string, nameOnFile: string) =>
  signatureNameKey(typedName) === signatureNameKey(nameOnFile);
export const signatureMessages = {
  notYourName: (nameOnFile: string) => `Type your own name as it is on your account: ${nameOnFile}`,
} as const;

/** The signature under a document: the typed name and the consent box. */
export const signatureForm = signAgreementRequest.pick({ typedName: true, consent: true });

export const signedAgreement = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  planId: z.number().int(),
  kind: z.enum(agreementKinds),
  title: z.string(),
  sha256: z.string(),
  typedName: z.string(),
  signedAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
  retainUntil: z.string(),
});
export type SignedAgreement = z.infer<typeof signedAgreement>;
export const signedAgreementList = z.array(signedAgreement);
export type SignedAgreementList = z.infer<typeof signedAgreementList>;
