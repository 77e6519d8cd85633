import nodemailer from 'nodemailer';
import type { MailPort } from './mail.port';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { storedCopy } from './masked-mail';

/** Sends through SMTP_URL and keeps the envelope and subject (with any error) in the outbox. */
export function createSmtpMail(opts: { url: string; from: string; outbox: MailOutboxRepository }): MailPort {
  const transporter = nodemailer.createTransport(opts.url);
  return {
    transport: 'smtp',
    async send(m) {
      try {
        await transporter.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          text: m.body,
          headers: m.headers,
        });
        await opts.outbox.store({ ...storedCopy(m, 'smtp'), transport: 'smtp', sentAt: new Date() });
      } catch (err) {
        await opts.outbox.store({
          ...storedCopy(m, 'smtp'),
          transport: 'smtp',
          error: (err as Error).message.slice(0, 500),
        });
        throw err;
      }
    },
  };
}
