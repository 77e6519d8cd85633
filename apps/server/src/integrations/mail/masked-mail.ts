import type { MailMessage } from './mail.port';

/** What stands in the stored copy where a link's token was. */
export const maskedToken = '[token hidden]';

/**
 * A link's token (the value of a `token` query parameter) replaced by the mask: a stored copy never
 * holds a live reset, invitation or unsubscribe link; only the sent mail does.
 */
function maskLinkTokens(text: string): string {
  return text.replace(/([?&]token=)[^&\s<>"']+/gi, `$1${maskedToken}`);
}

/**
 * The copy the outbox keeps. Without SMTP it is the mail with its tokens masked; with SMTP, the mail
 * went out, and only the envelope and the subject are kept.
 */
export function storedCopy(m: MailMessage, transport: 'smtp' | 'outbox'): MailMessage {
  const from = {
    ...(m.fromName ? { fromName: m.fromName } : {}),
    ...(m.organizationId !== undefined ? { organizationId: m.organizationId } : {}),
  };
  if (transport === 'smtp') return { to: m.to, ...from, subject: m.subject, body: '' };
  return {
    to: m.to,
    ...from,
    subject: m.subject,
    body: maskLinkTokens(m.body),
    ...(m.headers
      ? {
          headers: Object.fromEntries(Object.entries(m.headers).map(([k, v]) => [k, maskLinkTokens(v)])),
        }
      : {}),
  };
}
