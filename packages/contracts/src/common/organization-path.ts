// In a module of its own, without zod: the web's first script reads it on every request.

/**
 * A company without a host name of its own is still reached at its own address on the platform's:
 * `/o/<slug>` (its landing page), `/o/<slug>/sign-in`, or any page with `?org=<slug>`. The web
 * sends the slug in this header while a visitor is on such a page; the server then shows that
 * company (a slug that names none shows the platform's own pages). Once signed in, the session's
 * organization decides and the header is not read.
 */
export const organizationSlugHeader = 'x-organization-slug';

/** A slug: a lower-case letter, then lower-case letters, digits and hyphens, at most 40 in all. */
export const organizationSlugPattern = /^[a-z][a-z0-9-]*$/;
export const organizationSlugMaxLength = 40;

/** The slug a page's address names, or null. */
export function organizationSlugOf(pathname: string, search: string): string | null {
  const fromPath = /^\/o\/([^/?#]+)/.exec(pathname)?.[1];
  const slug = (fromPath ?? new URLSearchParams(search).get('org') ?? '').toLowerCase();
  return slug.length <= organizationSlugMaxLength && organizationSlugPattern.test(slug) ? slug : null;
}

/** A company's own sign-in page on the platform's host. */
export const organizationSignInPath = (slug: string) => `/o/${slug}/sign-in`;

/** Where a company's sign-up e-mail's one-time link lands (web route, public, the platform's host). */
export const companySignupPath = '/company-signup';

/** A company's own landing page on the platform's host. */
export const organizationLandingPath = (slug: string) => `/o/${slug}`;

/**
 * A page's address that keeps the company: with no slug, the address itself; the landing page and
 * the sign-in page (`signIn`, any of the sign-in addresses) become the company's own (`/o/<slug>`,
 * `/o/<slug>/sign-in`); any other page carries `?org=<slug>` (its own query and fragment kept).
 */
export function keepOrganization(path: string, slug: string | null, signIn = false): string {
  if (!slug) return path;
  if (signIn) return organizationSignInPath(slug);
  if (path === '/') return organizationLandingPath(slug);
  const hashAt = path.indexOf('#');
  const hash = hashAt < 0 ? '' : path.slice(hashAt);
  const bare = hashAt < 0 ? path : path.slice(0, hashAt);
  const queryAt = bare.indexOf('?');
  const query = new URLSearchParams(queryAt < 0 ? '' : bare.slice(queryAt + 1));
  query.set('org', slug);
  return `${queryAt < 0 ? bare : bare.slice(0, queryAt)}?${query.toString()}${hash}`;
}
