import { z } from 'zod';
import { personParagraph } from './common/person-text';

// The AI Assistant: conversation entries, the send rule, /api/ai/* and GET {letterUrl}; polled every 3 s.

export const aiMessageMaxLength = 2000;
export const aiAttachmentsMax = 5;
export const aiConversationPollMs = 3000;

export const aiAssistantMessages = {
  sendRule: 'Type a message or attach a document',
  error: 'AI Assistant Error',
  letterLoadFailed: 'Failed to load the dispute letter. Please try again.',
  letterDownloaded: 'Letter Downloaded',
  approvalNote:
    'A drafted letter is not mailed from here: review it under Disputes, where you approve it and confirm the item is inaccurate before anything is sent.',
  empty:
    'Ask about your credit items, attach a bureau’s letter to have it explained, or ask for a dispute letter.',
} as const;

/** An attachment as the spec sends it ({name, size, type}); documentId names the vault document to read. */
export const aiAttachment = z.object({
  documentId: z.number().int().positive(),
  name: z.string().max(255),
  size: z.number().int().min(0),
  type: z.string().max(200),
});
export type AiAttachment = z.infer<typeof aiAttachment>;

/** POST /api/ai/chat */
export const aiChatRequest = z
  .object({
    userId: z.number().int().positive().optional(),
    message: personParagraph(
      z.string().max(aiMessageMaxLength, `A message can be at most ${aiMessageMaxLength} characters`),
      'The message',
    ),
    files: z
      .array(
        z.object({
          documentId: z.number({ error: 'Attach a document from your vault (documentId)' }).int().positive(),
          name: z.string().max(255).optional(),
          size: z.number().int().min(0).optional(),
          type: z.string().max(200).optional(),
        }),
      )
      .max(aiAttachmentsMax, `At most ${aiAttachmentsMax} attachments`)
      .default([]),
  })
  .strict()
  .refine((b) => b.message.trim().length > 0 || b.files.length > 0, {
    message: aiAssistantMessages.sendRule,
    path: ['message'],
  });
export type AiChatRequest = z.input<typeof aiChatRequest>;

export const aiConversationEntry = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  attachments: z.array(aiAttachment),
  letterGenerated: z.boolean(),
  /** Where the drafted letter is read (text, with the person's session); null without a letter. */
  letterUrl: z.string().nullable(),
  /** 'builtin' when no model wrote the reply. */
  engine: z.string().nullable(),
});
export type AiConversationEntry = z.infer<typeof aiConversationEntry>;
export const aiConversation = z.array(aiConversationEntry);

export const aiChatResponse = z.object({ reply: aiConversationEntry });
export type AiChatResponse = z.infer<typeof aiChatResponse>;
