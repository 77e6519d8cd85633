import type { DeclaredRoute } from '../src/platform/auth/access-policy';

/** A concrete URL for a declared route: each `:param` becomes the given value. */
export const concreteUrl = (route: DeclaredRoute, value = '1') =>
  route.url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value)).replace(/\*$/, value);

/** Routes whose policy lets nobody in but admins, or that need a permission a client viewer lacks. */
export const deniedToClientViewer = (r: DeclaredRoute) =>
  r.access !== 'public' && r.access !== 'authenticated';
