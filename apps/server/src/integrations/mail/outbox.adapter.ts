import type { MailPort } from './mail.port';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { storedCopy } from './masked-mail';

/** Built-in: the message is stored, unsent, where admins can read it, with its links' tokens masked. */
export function createOutboxMail(outbox: MailOutboxRepository): MailPort {
  return {
    transport: 'outbox',
    send: (m) => outbox.store({ ...storedCopy(m, 'outbox'), transport: 'outbox' }),
  };
}
