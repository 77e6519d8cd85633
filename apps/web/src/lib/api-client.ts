import { csrfHeader, csrfHeaderValue } from '@app/contracts/common/csrf';
import { organizationSlugHeader, organizationSlugOf } from '@app/contracts/common/organization-path';
import type { EndpointContract } from '@app/contracts/endpoints/endpoint';
import { type Route, type RouteAnswer, type RouteInput, routeUrl } from '@app/contracts/endpoints/route';
import { bytesOf } from './file-base64';

/** A non-OK answer. `message` follows the spec: "{status}: {body text or status text}". */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The server's own `error.message`, when the body is the API's error shape. */
  readonly serverMessage: string | undefined;
  readonly details: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const parsed = parseErrorBody(bodyText);
    this.code = parsed?.code;
    this.serverMessage = parsed?.message;
    this.details = parsed?.details;
  }
}

function parseErrorBody(text: string): { code?: string; message?: string; details?: unknown } | undefined {
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string; details?: unknown } };
    return body && typeof body.error === 'object' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

export interface RequestOptions {
  /** A 401 here means "wrong credentials", not "your session ended" (the sign-in call). */
  credentialsCheck?: boolean;
}

type AuthProblem = 'unauthenticated' | 'password-reset-required';
let authProblemListener: ((problem: AuthProblem) => void) | undefined;

/** The session registers here to learn that the server no longer accepts the session. */
export function onAuthProblem(listener: (problem: AuthProblem) => void) {
  authProblemListener = listener;
  return () => {
    if (authProblemListener === listener) authProblemListener = undefined;
  };
}

let sessionHandover = false;

/**
 * Return to admin exchanges the Test as Client session for the admin's own. A read the client's
 * page sent before the exchange can come back 401 after it: that says nothing of the admin's
 * session, and ending it on screen would forget the sign-in the admin's page is about to load (the
 * admin would land on the sign-in page). Until the page is left, or the exchange fails and the
 * returned undo is called, a 401 does not end the session.
 */
export function beginSessionHandover(): () => void {
  sessionHandover = true;
  return () => {
    sessionHandover = false;
  };
}

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  file?: { bytes: ArrayBuffer; type: string },
): Promise<Response> {
  const headers: Record<string, string> = { [csrfHeader]: csrfHeaderValue, accept: 'application/json' };
  // A company reached at /o/<slug> (no host of its own): the server shows that company to a visitor.
  const slug = organizationSlugOf(window.location.pathname, window.location.search);
  if (slug) headers[organizationSlugHeader] = slug;
  const hasBody = body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  if (file) headers['content-type'] = file.type;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: file ? file.bytes : hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok && !options.credentialsCheck) {
    if (response.status === 401 && !sessionHandover) authProblemListener?.('unauthenticated');
    if (response.status === 403 && response.headers.get('content-type')?.includes('json')) {
      const code = parseErrorBody(await response.clone().text())?.code;
      if (code === 'PASSWORD_RESET_REQUIRED') authProblemListener?.('password-reset-required');
    }
  }
  return response;
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * One page of a list served a page at a time with a `Link: <…>; rel="next"` header (RFC 8288): the
 * first page's address comes from the contract (`href`), the next ones from the server's link. The
 * page's items are typed as the contract's answer.
 */
export async function readLinkedPage<E extends EndpointContract>(
  _route: Route<E>,
  address: string,
): Promise<{ items: RouteAnswer<E>; next: string | null }> {
  const response = await send('GET', address, undefined, {});
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
  return { items: await readJson<RouteAnswer<E>>(response), next };
}

/** The input a route needs: optional when the endpoint has no path parameters and takes no body. */
type CallArgs<E extends EndpointContract, O> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is the empty input, the test of "nothing required".
  {} extends RouteInput<E> ? [input?: RouteInput<E>, options?: O] : [input: RouteInput<E>, options?: O];

/**
 * Calls an endpoint from its contract (`routes.generated.ts`): the path is built from `params`, the
 * query appended, `body` sent as JSON, and the answer typed as the contract's success response.
 * Throws ApiError when not OK; with `on401: 'null'` a 401 answers null (the spec's nullable read).
 */
export async function call<E extends EndpointContract>(
  route: Route<E>,
  ...args: CallArgs<E, RequestOptions & { on401?: 'throw' }>
): Promise<RouteAnswer<E>>;
export async function call<E extends EndpointContract>(
  route: Route<E>,
  ...args: CallArgs<E, RequestOptions & { on401: 'null' }>
): Promise<RouteAnswer<E> | null>;
export async function call<E extends EndpointContract>(
  route: Route<E>,
  ...[input, options = {}]: CallArgs<E, RequestOptions & { on401?: 'null' | 'throw' }>
): Promise<RouteAnswer<E> | null> {
  const url = routeUrl(route.path, input?.params, input?.query);
  const response = await send(route.method, url, input?.body, options);
  if (response.status === 401 && options.on401 === 'null') return null;
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return readJson<RouteAnswer<E>>(response);
}

/** An endpoint's address: its path parameters and query, without the body. */
type Address<E extends EndpointContract> = Omit<RouteInput<E>, 'body'>;

/**
 * The address of an endpoint, for a link the browser follows itself (a PDF download) or a request
 * sent another way (an upload with progress).
 */
export const href = <E extends EndpointContract>(
  route: Route<E>,
  // biome-ignore lint/complexity/noBannedTypes: `{}` is the empty input, the test of "nothing required".
  ...[input]: {} extends Address<E> ? [input?: Address<E>] : [input: Address<E>]
) => routeUrl(route.path, input?.params, input?.query);

/**
 * Sends a file as the request's whole body (a CSV upload), with its address from the contract; the
 * answer is typed as the contract's. A file without a type is sent as `fallbackType`.
 */
export async function sendFile<E extends EndpointContract>(
  route: Route<E>,
  address: Address<E>,
  file: Blob,
  fallbackType: string,
): Promise<RouteAnswer<E>> {
  const url = routeUrl(route.path, address.params, address.query);
  const bytes = await bytesOf(file);
  const response = await send(route.method, url, undefined, {}, { bytes, type: file.type || fallbackType });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return readJson<RouteAnswer<E>>(response);
}

/** Calls an endpoint that answers a file (a CSV download) and gives the file, not its text as JSON. */
export async function fetchFile<E extends EndpointContract>(
  route: Route<E>,
  input: RouteInput<E>,
): Promise<Blob> {
  const url = routeUrl(route.path, input.params, input.query);
  const response = await send(route.method, url, input.body, {});
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  return response.blob();
}
