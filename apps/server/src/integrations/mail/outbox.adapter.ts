import type { MailPort } from './mail.port';
import type { MailOutboxRepository } from './mail-outbox.repository';

/** Built-in: the message is stored, unsent, where admins can read it. */
export function createOutboxMail(outbox: MailOutboxRepository): MailPort {
  return {
    transport: 'outbox',
    send: (m) => outbox.store({ ...m, transport: 'outbox' }),
  };
}
