import { organizationSlugHeader, organizationSlugOf } from '@app/contracts/common/organization-path';
import { getBrandLogo } from '@app/contracts/endpoints/organization-settings.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestScope } from '../../db/organization-context';
import { platformOrganizationId } from '../../db/schema/organizations';
import type { OrganizationsRepository } from './organizations.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The organization the request acts in: the signed-in person's; for a visitor (sign-in, the
     * lead form, the landing texts) the organization whose host name the request came to, else the
     * platform's own (or, there, the organization whose slug the visited page named). Never taken
     * from the request's body or query.
     */
    organizationId: number;
  }
}

// Host names are assigned rarely; a minute's delay before a new one is recognised costs nothing.
const hostCacheMs = 60_000;
const hostCacheSize = 1_000;

/** A host name or slug to its organization id (undefined: none), looked up once a minute per key (a miss too). */
function cachedLookup(find: (key: string) => Promise<number | undefined>, now = () => Date.now()) {
  const cache = new Map<string, { id: number | undefined; until: number }>();
  return async (key: string) => {
    const hit = cache.get(key);
    if (hit && hit.until > now()) return hit.id;
    const id = await find(key);
    if (cache.size >= hostCacheSize) cache.clear();
    cache.set(key, { id, until: now() + hostCacheMs });
    return id;
  };
}

/** `example.com:3000` → `example.com`; IPv6 literals keep their brackets. */
export function hostName(host: string) {
  const bare = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (bare ?? '').toLowerCase();
}

/**
 * Sets `request.organizationId` on every API request, after the session is read (this hook is
 * registered after the access policy's). A signed-in request costs nothing more; a visitor's costs
 * a cached host lookup (and a cached slug lookup at the platform's own host).
 */
export function registerRequestOrganization(
  app: FastifyInstance,
  repo: Pick<OrganizationsRepository, 'idByHost' | 'idBySlug'>,
) {
  const organizationOfHost = cachedLookup(repo.idByHost);
  const organizationOfSlug = cachedLookup(repo.idBySlug);
  /**
   * A visitor's organization: the host's; at the platform's own host, the one whose slug the page's
   * address named (`/o/<slug>/sign-in`, sent by the web as a header); else the platform's.
   */
  const visitorsOrganization = async (request: FastifyRequest) => {
    const byHost = await organizationOfHost(hostName(request.host));
    if (byHost !== undefined && byHost !== platformOrganizationId) return byHost;
    // A page sends its slug in the header; the logo, a picture (which carries no header), names it in
    // its address's `org` (a logo is public). No other route takes the organization from a query.
    const slug =
      request.headers[organizationSlugHeader] ??
      (request.routeOptions.url === getBrandLogo.path ? (request.query as { org?: unknown }).org : undefined);
    const named = typeof slug === 'string' ? organizationSlugOf(`/o/${slug}`, '') : null;
    return (named ? await organizationOfSlug(named) : undefined) ?? platformOrganizationId;
  };
  app.decorateRequest('organizationId', platformOrganizationId);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    if (!request.routeOptions.config?.access) return done();
    if (request.user) {
      request.organizationId = request.user.organizationId;
      // From here on, the database shows the request only its organization's rows.
      requestScope.setOrganization(request.organizationId);
      return done();
    }
    visitorsOrganization(request).then((id) => {
      request.organizationId = id;
      requestScope.setOrganization(id);
      done();
    }, done);
  });
}
