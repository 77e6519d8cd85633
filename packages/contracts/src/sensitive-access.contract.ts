import { z } from 'zod';
import { positiveId, recordId } from './common/params';
import {
  fieldsNamingAnItem,
  type SensitiveField,
  type SensitiveReason,
  sensitiveActs,
  sensitiveFieldLabels,
  sensitiveFields,
  sensitiveReasons,
} from './sensitive-access-words';

export const sensitiveMessages = {
  reasonRequired: 'Choose why you need it',
  itemRequired: 'Choose the item whose value you need',
  notOnFile: (field: SensitiveField) => `No ${sensitiveFieldLabels[field].toLowerCase()} is on file`,
  shownOnce: 'Shown once and not kept on this screen. This view was recorded with your reason.',
} as const;

export const sensitiveReason = z.enum(sensitiveReasons, { error: sensitiveMessages.reasonRequired });

/** POST /api/admin/clients/{userId}/sensitive-reveal. */
export const revealSensitiveRequest = z
  .object({
    field: z.enum(sensitiveFields),
    reason: sensitiveReason,
    /** The negative item (account number) or the monitoring connection (credential). */
    itemId: recordId.optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (fieldsNamingAnItem.includes(r.field) && r.itemId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: sensitiveMessages.itemRequired });
    }
  });
export type RevealSensitiveRequest = z.input<typeof revealSensitiveRequest>;

export const revealedSensitiveValue = z.object({
  field: z.enum(sensitiveFields),
  value: z.string(),
  revealedAt: z.iso.datetime(),
});
export type RevealedSensitiveValue = z.infer<typeof revealedSensitiveValue>;

/** GET /api/admin/sensitive-access: newest first, a page at a time. */
export const sensitiveAccessQuery = z
  .object({
    personId: positiveId.optional(),
    clientId: positiveId.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type SensitiveAccessQuery = z.input<typeof sensitiveAccessQuery>;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const sensitiveAccessEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  act: z.enum(sensitiveActs),
  /** Who looked; null once their account is gone. */
  person: named,
  /** Whose data; null for an export of the whole list. */
  client: named,
  field: z.enum(sensitiveFields).nullable(),
  reason: sensitiveReason.nullable(),
  /** Rows in an export. */
  rows: z.number().int().nullable(),
});
export type SensitiveAccessEntry = z.infer<typeof sensitiveAccessEntry>;

export const sensitiveAccessPage = z.object({
  entries: z.array(sensitiveAccessEntry),
  nextCursor: z.string().nullable(),
  /** Everyone who looked and every client looked at, in the whole log: the filters' choices. */
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
  clients: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SensitiveAccessPage = z.infer<typeof sensitiveAccessPage>;

/** The reason asked before a reveal, an export or 'Test as Client': one choice from the list. */
export const sensitiveReasonForm = z.object({ reason: sensitiveReason });
export type SensitiveReasonFormValues = { reason: SensitiveReason | '' };
