import { z } from 'zod';
import { errorCodes } from './error-codes';

/** Every error the API answers: `{ error: { code, message, details? } }`. */
export const apiError = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;

/** A field at fault, named so a form can put the message under it. */
export const fieldIssue = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssue>;
