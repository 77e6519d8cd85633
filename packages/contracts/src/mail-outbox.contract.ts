import { z } from 'zod';
import { mailTransports } from './app-info.contract';

/** GET /api/admin/mail-outbox: the latest messages the product sent or, without SMTP, kept. */
export const mailOutboxQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    /** Only the messages to this address. */
    to: z.string().trim().max(254).optional(),
  })
  .strict();

export const mailOutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  /** The sender name it went out under (the organization's), or null for the product's own. */
  fromName: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  transport: z.enum(mailTransports),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  /** Extra headers it carried (a notice's List-Unsubscribe), if any. */
  headers: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
});
export const mailOutboxList = z.array(mailOutboxMessage);
export type MailOutboxMessage = z.infer<typeof mailOutboxMessage>;
