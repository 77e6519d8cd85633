import { requestJson, withinDeadline } from '../http/provider-request';
import { BureauProviderError } from './bureaus.port';

/** One HTTP call to Experian; its failures become BureauProviderError. */
export const requestExperian = (url: string, init: RequestInit & { signal: AbortSignal }, service: string) =>
  requestJson(url, init, service, (message, cause) => new BureauProviderError(message, cause));

/** Experian explains a refusal in `errors[].message`, OAuth's `error_description`, or `message`. */
export function experianRefusalDetail(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const b = body as { errors?: { message?: string }[]; error_description?: string; message?: string };
  const detail = b.errors?.[0]?.message ?? b.error_description ?? b.message;
  return detail ? `: ${String(detail).slice(0, 300)}` : '';
}

/** A slow Experian never holds a request or the sync job. */
export const withinExperianDeadline = <T>(ms: number, work: (signal: AbortSignal) => Promise<T>) =>
  withinDeadline(ms, work, () => new BureauProviderError(`Experian did not answer within ${ms} ms`));
