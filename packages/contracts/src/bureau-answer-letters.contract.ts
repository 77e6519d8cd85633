import { z } from 'zod';
import { bureau } from './bureau-enum';
import { base64File, fileNameField } from './common/base64-file';
import { bodyUserId } from './common/params';
import { ledgerItem, outcomeField } from './dispute-outcomes.contract';
import { reportUploadMaxBytes } from './report-uploads.contract';
import { uploadedFileMessages } from './uploaded-file';

/**
 * A bureau's results letter (the answer to a dispute), uploaded as a photo or PDF by the consumer or
 * the professional, read into per-item results, and counted in the outcome ledger only once a person
 * of the team confirms them.
 */

/** What a bureau's letter says of one item. */
export const answerResults = ['DELETED', 'UPDATED', 'VERIFIED'] as const;
export const answerResult = z.enum(answerResults);
export type AnswerResult = z.infer<typeof answerResult>;

export const answerResultLabels: Record<AnswerResult, string> = {
  DELETED: 'Deleted',
  UPDATED: 'Updated',
  VERIFIED: 'Verified as reported',
};

/** READ: read, waiting for a person; UNREADABLE: kept, waiting for a person to enter it; CONFIRMED: counted. */
export const answerLetterStatuses = ['READ', 'UNREADABLE', 'CONFIRMED'] as const;
export const answerLetterStatus = z.enum(answerLetterStatuses);
export type AnswerLetterStatus = z.infer<typeof answerLetterStatus>;

export const answerLetterStatusLabels: Record<AnswerLetterStatus, string> = {
  READ: 'Read, waiting for the team to confirm',
  UNREADABLE: 'Could not be read, a person from the team will read it',
  CONFIRMED: 'Confirmed',
};

/** A work-queue row's title for a letter still to confirm, by how far it was read. */
export const answerLetterQueueTitles: Record<AnswerLetterStatus, string> = {
  READ: 'Answer letter read, to check and confirm',
  UNREADABLE: 'Answer letter that could not be read, to enter by hand',
  CONFIRMED: 'Answer letter confirmed',
};

export const answerLetterFileTypes = ['PDF', 'PNG', 'JPEG'] as const;
export type AnswerLetterFileType = (typeof answerLetterFileTypes)[number];
export const answerLetterContentTypes: Record<AnswerLetterFileType, string> = {
  PDF: 'application/pdf',
  PNG: 'image/png',
  JPEG: 'image/jpeg',
};

/** One item's result as the letter reads. */
export const answerLetterRow = z.object({
  creditor: z.string(),
  /** The account number's last digits, when the letter shows them. */
  accountLast4: z.string().nullable(),
  result: answerResult,
  /** For an update: what the letter says changed. */
  changedFields: z.array(outcomeField),
  /** The client's item it was matched to (a key of `candidates`), or null when none matched. */
  itemKey: z.string().nullable(),
});
export type AnswerLetterRow = z.infer<typeof answerLetterRow>;

/** An item of the client's file at a bureau a row may be about, with the key a confirmation names. */
export const answerLetterCandidate = z.object({ key: z.string(), item: ledgerItem });
export type AnswerLetterCandidate = z.infer<typeof answerLetterCandidate>;

export const bureauAnswerLetter = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fileName: z.string(),
  fileType: z.enum(answerLetterFileTypes),
  status: answerLetterStatus,
  /** The bureau the letterhead names; null when it could not be told. */
  bureau: bureau.nullable(),
  /** The letter's date (yyyy-mm-dd), when read. */
  letterDate: z.string().nullable(),
  /** The letter says an item was put back (reinserted or reinstated). */
  reinsertionNotice: z.boolean(),
  /** The results as read (before confirmation) or as confirmed. */
  rows: z.array(answerLetterRow),
  /** The client's items at each bureau, for picking the item a row is about. */
  candidates: z.array(answerLetterCandidate.extend({ bureau })),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type BureauAnswerLetter = z.infer<typeof bureauAnswerLetter>;
export const bureauAnswerLetterList = z.array(bureauAnswerLetter);

export const answerLetterMessages = {
  tooLarge: uploadedFileMessages.tooLarge,
  wrongType: 'Upload a PDF, JPEG or PNG of the letter',
  alreadyConfirmed: 'This answer letter was already confirmed',
  unknownItem: 'That item is not in the client’s file at this bureau',
  noRows: 'Keep at least one result, or the letter says nothing to count',
  chooseBureau: 'Choose the bureau that sent the letter',
  dateInFuture: 'The letter’s date cannot be in the future',
  uploaded: 'Letter uploaded. The team checks what it says before it counts.',
  unreadable: 'We could not read this letter. It is kept, and a person from the team will read it.',
} as const;

/** What the browser sends: the file as base64 without a data-URL prefix. */
export const uploadAnswerLetterRequest = z
  .object({
    /** The client (a professional); absent or one's own for a consumer. */
    userId: bodyUserId,
    fileName: fileNameField(255),
    fileData: base64File(reportUploadMaxBytes, { tooLarge: answerLetterMessages.tooLarge }),
    /** The type the browser claims; the server trusts the file's bytes instead. */
    fileType: z.string().trim().max(100).optional(),
  })
  .strict();
export type UploadAnswerLetterRequest = z.input<typeof uploadAnswerLetterRequest>;

/** A row the person keeps, field by field: what the request takes and the form checks alike. */
const keptRowFields = {
  creditor: z.string().trim().min(1, 'Name the creditor').max(200),
  accountLast4: z.string().regex(/^\d{2,4}$/, 'Two to four digits'),
  result: answerResult,
  changedFields: z.array(outcomeField).max(4),
  itemKey: z.string().max(80),
};
const maxAnswerRows = 100;

/** The person's checked rows: each result, the item it is about (or as read), or dropped. */
export const confirmAnswerLetterRequest = z
  .object({
    bureau,
    letterDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the letter’s date as YYYY-MM-DD'),
    reinsertionNotice: z.boolean(),
    rows: z
      .array(
        z
          .object({
            ...keptRowFields,
            accountLast4: keptRowFields.accountLast4.nullable(),
            itemKey: keptRowFields.itemKey.nullable(),
          })
          .strict(),
      )
      .min(1, answerLetterMessages.noRows)
      .max(maxAnswerRows),
  })
  .strict();
export type ConfirmAnswerLetterRequest = z.infer<typeof confirmAnswerLetterRequest>;

/** A row of the form as kept: blank digits and no item picked are empty text. */
const keptFormRow = z.object({
  ...keptRowFields,
  accountLast4: z.union([z.literal(''), keptRowFields.accountLast4]),
});

/**
 * The check screen's form, the request's rules on what is sent: one select per row, "DROP" leaving
 * a row out (it is not sent, so nothing of it is checked, and a blank added row can be dropped); the
 * bureau starts empty when the letterhead could not be told, and must be chosen.
 */
export const confirmAnswerLetterForm = z.object({
  bureau: z.union([z.literal(''), bureau]).refine((b) => b !== '', answerLetterMessages.chooseBureau),
  letterDate: confirmAnswerLetterRequest.shape.letterDate,
  reinsertionNotice: z.boolean(),
  rows: z
    .array(
      z
        .object({
          creditor: z.string(),
          accountLast4: z.string(),
          result: z.enum([...answerResults, 'DROP']),
          changedFields: z.array(outcomeField),
          itemKey: z.string(),
        })
        .superRefine((row, ctx) => {
          if (row.result === 'DROP') return;
          for (const issue of keptFormRow.safeParse(row).error?.issues ?? []) {
            ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
          }
        }),
    )
    .max(maxAnswerRows)
    .refine((rows) => rows.some((r) => r.result !== 'DROP'), answerLetterMessages.noRows),
});
export type ConfirmAnswerLetterForm = z.input<typeof confirmAnswerLetterForm>;

export const confirmAnswerLetterResponse = z.object({
  letter: bureauAnswerLetter,
  /** How many ledger entries the confirmation appended. */
  recorded: z.number().int(),
  /** How many reinsertion windows it recorded the bureau's notice on. */
  noticesRecorded: z.number().int(),
});
export type ConfirmAnswerLetterResponse = z.infer<typeof confirmAnswerLetterResponse>;
