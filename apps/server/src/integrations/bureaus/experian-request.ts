import { BureauProviderError } from './bureaus.port';

export interface ExperianReply {
  status: number;
  ok: boolean;
  body: unknown;
}

/** One HTTP call to Experian; a connection failure or a 2xx that is not JSON becomes BureauProviderError. */
export async function requestExperian(
  url: string,
  init: RequestInit & { signal: AbortSignal },
  service: string,
): Promise<ExperianReply> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    if (init.signal.aborted) throw new BureauProviderError(`${service} did not answer in time`, err);
    const code = (err as { cause?: { code?: string } }).cause?.code;
    throw new BureauProviderError(`${service} could not be reached (${code ?? (err as Error).message})`, err);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch (err) {
    if (response.ok)
      throw new BureauProviderError(`${service} answered with something that is not JSON`, err);
  }
  return { status: response.status, ok: response.ok, body };
}

/** Experian explains a refusal in `errors[].message`, OAuth's `error_description`, or `message`. */
export function experianRefusalDetail(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const b = body as { errors?: { message?: string }[]; error_description?: string; message?: string };
  const detail = b.errors?.[0]?.message ?? b.error_description ?? b.message;
  return detail ? `: ${String(detail).slice(0, 300)}` : '';
}

/**
 * Runs the work with an abort signal that fires at the deadline, and answers at the deadline even
 * if the work ignores it: a slow Experian never holds a request or the sync job.
 */
export function withinExperianDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new BureauProviderError(`Experian did not answer within ${ms} ms`));
    }, ms);
  });
  return Promise.race([work(controller.signal), deadline]).finally(() => clearTimeout(timer));
}
