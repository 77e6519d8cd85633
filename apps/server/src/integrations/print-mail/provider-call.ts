import { type ProviderReply, requestJson, withinDeadline } from '../http/provider-request';
import { PrintMailRefused, PrintMailUnavailable } from './print-mail.port';

const fail = (message: string, cause?: unknown) => new PrintMailUnavailable(message, cause);

/** One call to a print-and-mail API within its deadline; every failure to answer is an outage. */
export function callPrintMail(
  service: string,
  timeoutMs: number,
  url: string,
  init: RequestInit,
): Promise<ProviderReply> {
  return withinDeadline(
    timeoutMs,
    (signal) => requestJson(url, { ...init, signal }, service, fail),
    () => fail(`${service} did not answer in time`),
  );
}

/** The provider's own words for a refusal: `error.message` (Lob) or `error.message`/`message` (PostGrid). */
function refusalOf(body: unknown): string {
  const b = body as { error?: { message?: unknown } | string; message?: unknown } | null;
  const message =
    typeof b?.error === 'object' ? b.error.message : typeof b?.error === 'string' ? b.error : b?.message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 300) : 'no reason given';
}

/**
 * A 4xx about the letter itself (422, 400) is final: the address or the file is refused and the
 * letter is not retried. A 401/403 (a wrong key), 429 and 5xx are outages: the letter waits queued.
 */
export function judgeReply(service: string, reply: ProviderReply): void {
  if (reply.ok) return;
  if (reply.status === 400 || reply.status === 422) throw new PrintMailRefused(refusalOf(reply.body));
  if (reply.status === 401 || reply.status === 403)
    throw fail(`${service} refused the API key (HTTP ${reply.status}); check the key in the settings`);
  throw fail(`${service} answered HTTP ${reply.status}`);
}
