import type { Database } from '../../db/client';
import { withDevMaildir } from './dev-maildir';
import type { MailPort } from './mail.port';
import { createMailOutboxRepository } from './mail-outbox.repository';
import { createOutboxMail } from './outbox.adapter';
import { createSmtpMail } from './smtp.adapter';

export function selectMail(
  db: Database,
  config: { SMTP_URL?: string; MAIL_FROM: string; DEV_MAILDIR?: string },
): MailPort {
  const outbox = createMailOutboxRepository(db);
  const port = config.SMTP_URL
    ? createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM, outbox })
    : createOutboxMail(outbox);
  return config.DEV_MAILDIR ? withDevMaildir(port, config.DEV_MAILDIR) : port;
}
