import { PostalProviderError } from './postal.port';

export interface UspsReply {
  status: number;
  ok: boolean;
  body: unknown;
}

/** One HTTP call to a USPS API; a connection failure or a 2xx that is not JSON becomes PostalProviderError. */
export async function requestUsps(
  url: string,
  init: RequestInit & { signal: AbortSignal },
  service: string,
): Promise<UspsReply> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    throw new PostalProviderError(`${service} could not be reached (${code ?? (err as Error).message})`, err);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch (err) {
    if (response.ok)
      throw new PostalProviderError(`${service} answered with something that is not JSON`, err);
  }
  return { status: response.status, ok: response.ok, body };
}

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

/**
 * Runs the work with an abort signal that fires at the deadline, and answers at the deadline even if
 * the work ignores it: a slow USPS never holds a request or the refresh job.
 */
export function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new PostalProviderError(`USPS tracking did not answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work(controller.signal), deadline]).finally(() => clearTimeout(timer));
}
