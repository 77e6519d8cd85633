import type { Database } from '../../db/client';
import type { MailPort } from './mail.port';
import { createMailOutboxRepository } from './mail-outbox.repository';
import { createOutboxMail } from './outbox.adapter';
import { createSmtpMail } from './smtp.adapter';

export function selectMail(db: Database, config: { SMTP_URL?: string; MAIL_FROM: string }): MailPort {
  const outbox = createMailOutboxRepository(db);
  return config.SMTP_URL
    ? createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM, outbox })
    : createOutboxMail(outbox);
}
