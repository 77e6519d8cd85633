import type { DeclaredRoute } from '../src/platform/auth/access-policy';
import type { TestApp } from './build-test-app';

/** A concrete URL for a declared route: each `:param` becomes the given value. */
export const concreteUrl = (route: DeclaredRoute, value = '1') =>
  route.url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value)).replace(/\*$/, value);

/** Routes whose policy lets nobody in but admins, or that need a permission a client viewer lacks. */
export const deniedToClientViewer = (r: DeclaredRoute) =>
  r.access !== 'public' && r.access !== 'authenticated';

type Caller = { headers: Record<string, string> };

/** Calls the test app (read when called: it is built in beforeAll) as a signed-in caller, or anonymously with null. */
export const requestsAs =
  (t: { app: { inject: TestApp['inject'] } }) =>
  (method: 'GET' | 'POST', url: string, caller: Caller | null, payload?: unknown) =>
    t.app.inject({ method, url, headers: caller?.headers ?? {}, payload: payload as never });

/** The fields a 400 answer's details name, in order. */
export const detailFields = (body: string) =>
  (JSON.parse(body).error.details as { field: string }[]).map((d) => d.field);
