import { z } from 'zod';
import { base64File, fileMessages } from './common/base64-file';
import { bodyUserId } from './common/params';
import { personLine, personParagraph } from './common/person-text';

// The client page's Document Vault, Upload Documents and Smart Tags: documents, tags, their
// statuses and the /api/chat/* and /api/documents/* calls.

export const documentMaxBytes = 10 * 1024 * 1024;
export const documentFileNameMaxLength = 255;

/** The extensions the Upload Documents tab accepts. */
export const documentExtensions = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
/** The file kinds the server recognises from the bytes, each with the content type it is served as. */
export const documentFileTypes = {
  PDF: 'application/pdf',
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  DOC: 'application/msword',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type DocumentFileType = keyof typeof documentFileTypes;

export const documentStatuses = ['VERIFIED', 'PENDING_REVIEW', 'REJECTED'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];
export const documentStatusLabels: Record<DocumentStatus, string> = {
  VERIFIED: 'Verified',
  PENDING_REVIEW: 'Pending review',
  REJECTED: 'Rejected',
};

export const documentTypes = [
  'ID_DOCUMENT',
  'SSN_DOCUMENT',
  'FINANCIAL_DOCUMENT',
  'BUREAU_RESPONSE',
  'UTILITY_BILL',
  'PAYSTUB',
  'OTHER',
] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentTypeLabels: Record<DocumentType, string> = {
  ID_DOCUMENT: 'ID document',
  SSN_DOCUMENT: 'Social Security document',
  FINANCIAL_DOCUMENT: 'Financial statement',
  BUREAU_RESPONSE: 'Bureau response',
  UTILITY_BILL: 'Utility bill',
  PAYSTUB: 'Pay stub',
  OTHER: 'Other',
};

// The first rule whose word appears in the name wins.
const typeWords: [DocumentType, string[]][] = [
  ['ID_DOCUMENT', ['id', 'license', 'passport']],
  ['SSN_DOCUMENT', ['ssn', 'social']],
  ['FINANCIAL_DOCUMENT', ['bank', 'statement']],
  ['BUREAU_RESPONSE', ['bureau', 'response']],
  ['UTILITY_BILL', ['utility', 'bill']],
  ['PAYSTUB', ['pay', 'stub']],
];

/** The document type guessed from the file name by the rules below (substring match, any case). */
export function documentTypeFromName(fileName: string): DocumentType {
  const name = fileName.toLowerCase();
  return typeWords.find(([, words]) => words.some((w) => name.includes(w)))?.[0] ?? 'OTHER';
}

export const extractionStatuses = ['PENDING', 'DONE', 'FAILED', 'NOT_SUPPORTED'] as const;
export type ExtractionStatus = (typeof extractionStatuses)[number];

export const tagCategories = ['CONTENT', 'FORMAT', 'PURPOSE', 'URGENCY', 'COMPLIANCE'] as const;
export type TagCategory = (typeof tagCategories)[number];
export const tagCategoryLabels: Record<TagCategory, string> = {
  CONTENT: 'Content',
  FORMAT: 'Format',
  PURPOSE: 'Purpose',
  URGENCY: 'Urgency',
  COMPLIANCE: 'Compliance',
};

/** Below this confidence a smart tag asks for a person's review. */
export const smartTagReviewBelow = 0.6;
export const tagNameMaxLength = 40;
export const customTagsMax = 20;

export const documentMessages = {
  uploadFailed: (file: string) => `Failed to upload ${file}`,
  viewFailed: (file: string) => `Could not open ${file}. Please try downloading instead.`,
  downloadFailed: 'Could not download the document. Please try again.',
  empty: 'The file is empty',
  tooLarge: 'The file is larger than 10 MB',
  notAllowed: 'The file is not a PDF, JPG, PNG, DOC or DOCX file (its content was checked, not its name)',
  namePath: 'The file name must not contain folders (/ or \\)',
  nameControl: 'The file name must not contain NUL or other control characters',
  nameTooLong: `The file name can be at most ${documentFileNameMaxLength} characters`,
  nameExtension: 'The file name must end in .pdf, .jpg, .jpeg, .png, .doc or .docx',
  doubleExtension: 'The file name has two extensions (such as .pdf.exe); rename it to one',
  typeMismatch: 'The file’s content does not match its extension',
  quotaExceeded: (mb: number) => `Your document storage is full (${mb} MB). Delete a document first.`,
  rejectReasonRequired: 'Say why the document is rejected',
  tagExists: 'Tag already exists',
  tagsUpdated: 'Document tags updated successfully',
  tagsUpdateFailed: 'Failed to update document tags',
  payStubHint: 'Pay stubs should be from the last 3 months.',
  vaultPolicy: 'Only you and our credit specialists can open your documents.',
  emptyVault: 'No documents yet. Upload one in the Upload Documents tab.',
} as const;

const fileNameRules = z
  .string({ error: fileMessages.missing })
  .min(1, fileMessages.missing)
  .max(documentFileNameMaxLength, documentMessages.nameTooLong)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), documentMessages.nameControl)
  .refine((s) => !/[/\\]/.test(s) && s !== '.' && s !== '..', documentMessages.namePath);

/**
 * POST /api/chat/upload: the document's metadata plus fileData, the bytes in base64 (the
 * document itself is stored, not only its metadata). fileSize, fileType, documentType and uploadedBy
 * are accepted for older callers; the server measures, detects and decides them itself.
 */
export const uploadDocumentRequest = z
  .object({
    userId: bodyUserId,
    fileName: fileNameRules,
    fileData: base64File(documentMaxBytes, { tooLarge: documentMessages.tooLarge }),
    fileSize: z.number().int().min(0).optional(),
    fileType: z.string().max(200).optional(),
    documentType: z.string().max(40).optional(),
    uploadedBy: z.union([z.string().max(40), z.number().int()]).optional(),
    description: personParagraph(z.string().trim().max(500), 'The description').optional(),
  })
  .strict();
export type UploadDocumentRequest = z.input<typeof uploadDocumentRequest>;

export const smartTag = z.object({
  name: z.string(),
  category: z.enum(tagCategories),
  confidence: z.number().min(0).max(1),
});
export type SmartTag = z.infer<typeof smartTag>;

/** A vault document (the chat's document and the tagged document in one record). */
export const chatDocument = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** The content type the file is served with, read from its bytes. */
  fileType: z.string(),
  status: z.enum(documentStatuses),
  reviewNote: z.string().nullable(),
  documentType: z.enum(documentTypes),
  /** Who put it in the vault: the person, or their specialist sharing it with them. */
  uploadedBy: z.enum(['CLIENT', 'ADMIN']),
  extractionStatus: z.enum(extractionStatuses),
  /** The start of the text read from the file (the whole text feeds search and the AI Assistant). */
  extractedText: z.string(),
  smartTags: z.array(smartTag),
  customTags: z.array(z.string()),
  /** The lowest confidence of its smart tags; 1 with none. */
  confidence: z.number().min(0).max(1),
  needsReview: z.boolean(),
  createdAt: z.string(),
});
export type ChatDocument = z.infer<typeof chatDocument>;
export const chatDocumentList = z.array(chatDocument);

export const reviewDocumentRequest = z
  .object({
    status: z.enum(['VERIFIED', 'REJECTED']),
    reason: z.string().trim().max(500).optional(),
  })
  .strict()
  .refine((b) => b.status !== 'REJECTED' || (b.reason ?? '').length > 0, {
    message: documentMessages.rejectReasonRequired,
    path: ['reason'],
  });
export type ReviewDocumentRequest = z.input<typeof reviewDocumentRequest>;

const tagName = personLine(
  z
    .string()
    .trim()
    .min(1, 'Tag name is required')
    .max(tagNameMaxLength, `A tag can be at most ${tagNameMaxLength} characters`),
  'A tag',
);

/** PATCH /api/documents/{documentId}/tags */
export const updateDocumentTagsRequest = z
  .object({ customTags: z.array(tagName).max(customTagsMax, `At most ${customTagsMax} tags`) })
  .strict();
export type UpdateDocumentTagsRequest = z.input<typeof updateDocumentTagsRequest>;

export const documentTag = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(tagCategories),
  color: z.string(),
  isSystemTag: z.boolean(),
  usageCount: z.number().int(),
});
export type DocumentTag = z.infer<typeof documentTag>;
export const documentTagList = z.array(documentTag);

export const tagColors = ['blue', 'green', 'orange', 'red', 'grape', 'teal', 'gray'] as const;
export const createDocumentTagRequest = z
  .object({
    name: tagName,
    category: z.enum(tagCategories),
    color: z.enum(tagColors).default('gray'),
  })
  .strict();
export type CreateDocumentTagRequest = z.input<typeof createDocumentTagRequest>;

export const documentSearchQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  })
  .strict();
export type DocumentSearchQuery = z.infer<typeof documentSearchQuery>;

/** The smart tags the server derives (Tag Management lists them as system tags). */
export const systemTags = [
  { name: 'Bureau response', category: 'PURPOSE', color: 'blue' },
  { name: 'Experian', category: 'CONTENT', color: 'blue' },
  { name: 'Equifax', category: 'CONTENT', color: 'blue' },
  { name: 'TransUnion', category: 'CONTENT', color: 'blue' },
  { name: 'Pay stub', category: 'CONTENT', color: 'green' },
  { name: 'Pay stub older than 3 months', category: 'COMPLIANCE', color: 'orange' },
  { name: 'Utility bill', category: 'CONTENT', color: 'teal' },
  { name: 'Financial statement', category: 'CONTENT', color: 'teal' },
  { name: 'Identity document', category: 'COMPLIANCE', color: 'grape' },
  { name: 'Contains full SSN', category: 'COMPLIANCE', color: 'red' },
  { name: 'Time-sensitive', category: 'URGENCY', color: 'orange' },
  { name: 'PDF text', category: 'FORMAT', color: 'gray' },
  { name: 'Scanned (OCR)', category: 'FORMAT', color: 'gray' },
  { name: 'Word document', category: 'FORMAT', color: 'gray' },
  { name: 'No readable text', category: 'FORMAT', color: 'gray' },
] as const satisfies readonly { name: string; category: TagCategory; color: (typeof tagColors)[number] }[];
export type SystemTagName = (typeof systemTags)[number]['name'];

/**
 * How a smart tag reads on screen. The stored names stay as they are (search and filters find them);
 * those that name a technique or a rule are said in a person's words here.
 */
const systemTagWords: Partial<Record<SystemTagName, string>> = {
  'PDF text': 'Text we could read',
  'Scanned (OCR)': 'Scan: text read from the picture',
  'No readable text': 'No text we could read',
  'Contains full SSN': 'Shows a full Social Security number',
  'Time-sensitive': 'Has a deadline',
};
export const tagLabel = (name: string) => systemTagWords[name as SystemTagName] ?? name;

/** A stored document answered as a file (view inline, or download as an attachment). */
export const storedFile = z
  .instanceof(Uint8Array)
  .describe('The document’s bytes, with its stored content type');
