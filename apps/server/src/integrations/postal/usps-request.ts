import { requestJson, withinDeadline } from '../http/provider-request';
import { PostalProviderError } from './postal.port';

/** One HTTP call to a USPS API; its failures become PostalProviderError. */
export const requestUsps = (url: string, init: RequestInit & { signal: AbortSignal }, service: string) =>
  requestJson(url, init, service, (message, cause) => new PostalProviderError(message, cause));

/** USPS explains a refusal in `error.message`, `error.errors[].detail|title`, or OAuth's `error_description`. */
export function uspsRefusalDetail(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const b = body as {
    error?: string | { message?: string; errors?: { title?: string; detail?: string }[] };
    error_description?: string;
  };
  const first = typeof b.error === 'object' ? b.error.errors?.[0] : undefined;
  const detail =
    b.error_description ??
    first?.detail ??
    first?.title ??
    (typeof b.error === 'object' ? b.error.message : b.error);
  return detail ? `: ${String(detail).slice(0, 300)}` : '';
}

/** A slow USPS never holds a request or the refresh job. */
export const withinUspsDeadline = <T>(ms: number, work: (signal: AbortSignal) => Promise<T>) =>
  withinDeadline(ms, work, () => new PostalProviderError(`USPS tracking did not answer within ${ms} ms`));
