import { z } from 'zod';

/**
 * The consumer's next steps and the e-mail notices about them (issue 21, parts 4 and 5): what needs
 * the person now, and which kinds of news they want by e-mail.
 */
export const noticeKinds = [
  'LETTER_AWAITING_APPROVAL',
  'FOLLOW_UP_DUE',
  'BUREAU_ANSWER',
  'SPECIALIST_MESSAGE',
  'DOCUMENT_REQUEST',
  'PROOF_OF_WORK',
] as const;
export const noticeKind = z.enum(noticeKinds);
export type NoticeKind = z.infer<typeof noticeKind>;

/** Each kind in the person's words: the preference's label and what it covers. */
export const noticeKindLabels: Record<NoticeKind, { label: string; description: string }> = {
  LETTER_AWAITING_APPROVAL: {
    label: 'A letter is waiting for my approval',
    description: 'Nothing is mailed until you approve it.',
  },
  FOLLOW_UP_DUE: {
    label: 'A follow-up is due',
    description: '14 days after a bureau received your letter.',
  },
  BUREAU_ANSWER: {
    label: 'A bureau’s answer was recorded',
    description: 'When your specialist records what a bureau replied.',
  },
  SPECIALIST_MESSAGE: {
    label: 'A new message from my specialist',
    description: 'In your secure chat.',
  },
  DOCUMENT_REQUEST: {
    label: 'My specialist asks for a document',
    description: 'Upload it to your document vault.',
  },
  PROOF_OF_WORK: {
    label: 'My monthly report is ready',
    description: 'What was mailed, answered and changed last month; not sent for a month with nothing done.',
  },
};

/** Where the notice e-mail's unsubscribe link lands (web route, public). */
export const unsubscribePath = '/unsubscribe';

/** GET/PUT /api/me/notice-preferences: every kind on or off; kinds not saved yet are on. */
export const noticePreferences = z
  .object(Object.fromEntries(noticeKinds.map((k) => [k, z.boolean()])) as Record<NoticeKind, z.ZodBoolean>)
  .strict();
export type NoticePreferences = z.infer<typeof noticePreferences>;

/** POST /api/notices/unsubscribe: the signed token of the e-mail's link (no sign-in needed). */
export const unsubscribeRequest = z
  .object({ token: z.string().trim().min(1, 'The unsubscribe link is incomplete.').max(600) })
  .strict();
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequest>;
export const unsubscribeResult = z.object({ kind: noticeKind, message: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResult>;

export const noticeMessages = {
  badToken:
    'This unsubscribe link is not valid. Open the link from the e-mail again, or change your e-mail notices in your profile.',
  unsubscribed: (kind: NoticeKind) =>
    `You will no longer get e-mails for “${noticeKindLabels[kind].label}”. You can turn them back on in your profile at any time.`,
  preferencesSaved: 'Your e-mail notice choices are saved.',
} as const;

export const nextStepKinds = [
  'GET_REPORT',
  'APPROVE_LETTER',
  'MARK_FOLLOW_UP',
  'UPLOAD_DOCUMENT',
  'SIGN_AGREEMENT',
] as const;
export type NextStepKind = (typeof nextStepKinds)[number];

export const nextStep = z.object({
  /** Unique among the steps: the kind and the record's id. */
  key: z.string(),
  kind: z.enum(nextStepKinds),
  title: z.string(),
  detail: z.string(),
  /** The web path where the step is done. */
  href: z.string(),
  actionLabel: z.string(),
  /** When it started waiting (ISO), or a calendar date (yyyy-mm-dd) for a follow-up. */
  since: z.string().nullable(),
});
export type NextStep = z.infer<typeof nextStep>;

/** GET /api/me/next-steps: what needs the signed-in person now, the most pressing first. */
export const nextSteps = z.object({
  steps: z.array(nextStep),
  /** The steps that are the person's to do (getting a report is not counted in the header). */
  count: z.number().int().min(0),
  hasReport: z.boolean(),
});
export type NextSteps = z.infer<typeof nextSteps>;

/** A document a specialist asked a client for; satisfied by the client's next upload to the vault. */
export const documentRequestBody = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, 'Say which document, in at least 3 characters.')
      .max(120, 'Keep the document’s name under 120 characters.'),
    note: z.string().trim().max(1000, 'Keep the note under 1000 characters.').default(''),
  })
  .strict();
export type DocumentRequestBody = z.input<typeof documentRequestBody>;

export const documentRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  note: z.string(),
  createdAt: z.string(),
  /** When the client uploaded a document after the request; null while it is open. */
  satisfiedAt: z.string().nullable(),
});
export type DocumentRequest = z.infer<typeof documentRequest>;
export const documentRequestList = z.array(documentRequest);
