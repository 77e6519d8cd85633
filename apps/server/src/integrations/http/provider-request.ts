// What every outside provider's HTTP call needs: one request read as JSON, and a hard deadline.
// Each provider wraps them with its own error class, so its callers see its failures only.

type ProviderFailure = (message: string, cause?: unknown) => Error;

export interface ProviderReply {
  status: number;
  ok: boolean;
  body: unknown;
}

/** One HTTP call; a connection failure, a timeout or a 2xx that is not JSON becomes the provider's error. */
export async function requestJson(
  url: string,
  init: RequestInit & { signal: AbortSignal },
  service: string,
  fail: ProviderFailure,
): Promise<ProviderReply> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (err) {
    if (init.signal.aborted) throw fail(`${service} did not answer in time`, err);
    const code = (err as { cause?: { code?: string } }).cause?.code;
    throw fail(`${service} could not be reached (${code ?? (err as Error).message})`, err);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch (err) {
    if (response.ok) throw fail(`${service} answered with something that is not JSON`, err);
  }
  return { status: response.status, ok: response.ok, body };
}

/**
 * Runs the work with an abort signal that fires at the deadline, and answers at the deadline even if
 * the work ignores it: a slow provider never holds a request or a background job.
 */
export function withinDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  timedOut: () => Error,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(timedOut());
    }, ms);
  });
  return Promise.race([work(controller.signal), deadline]).finally(() => clearTimeout(timer));
}
