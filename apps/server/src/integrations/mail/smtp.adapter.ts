import nodemailer from 'nodemailer';
import type { MailPort } from './mail.port';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { storedCopy } from './masked-mail';

/** `"Name" <a@b.c>` or `a@b.c` → `a@b.c`. */
const fromAddress = (from: string) => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** Sends through SMTP_URL and keeps the envelope and subject (with any error) in the outbox. */
export function createSmtpMail(opts: { url: string; from: string; outbox: MailOutboxRepository }): MailPort {
  const transporter = nodemailer.createTransport(opts.url);
  return {
    transport: 'smtp',
    async send(m) {
      try {
        await transporter.sendMail({
          // The company's name over the product's own address: the address is the one SPF and DKIM cover.
          from: m.fromName ? { name: m.fromName, address: fromAddress(opts.from) } : opts.from,
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
