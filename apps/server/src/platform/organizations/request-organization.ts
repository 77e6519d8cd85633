import type { FastifyInstance, FastifyRequest } from 'fastify';
import { platformOrganizationId } from '../../db/schema/organizations';
import type { OrganizationsRepository } from './organizations.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The organization the request acts in: the signed-in person's; for a visitor (sign-in, the
     * lead form, the landing texts) the organization whose host name the request came to, else the
     * platform's own. Never taken from the request's body or query.
     */
    organizationId: number;
  }
}

// Host names are assigned rarely; a minute's delay before a new one is recognised costs nothing.
const hostCacheMs = 60_000;
const hostCacheSize = 1_000;

/** Host name to organization id, looked up once a minute per host (a miss is remembered too). */
function hostLookup(repo: Pick<OrganizationsRepository, 'idByHost'>, now = () => Date.now()) {
  const cache = new Map<string, { id: number; until: number }>();
  return async (host: string) => {
    const hit = cache.get(host);
    if (hit && hit.until > now()) return hit.id;
    const id = (await repo.idByHost(host)) ?? platformOrganizationId;
    if (cache.size >= hostCacheSize) cache.clear();
    cache.set(host, { id, until: now() + hostCacheMs });
    return id;
  };
}

/** `example.com:3000` → `example.com`; IPv6 literals keep their brackets. */
function hostName(host: string) {
  const bare = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (bare ?? '').toLowerCase();
}

/**
 * Sets `request.organizationId` on every API request, after the session is read (this hook is
 * registered after the access policy's). A signed-in request costs nothing more; a visitor's costs
 * a cached host lookup.
 */
export function registerRequestOrganization(
  app: FastifyInstance,
  repo: Pick<OrganizationsRepository, 'idByHost'>,
) {
  const organizationOfHost = hostLookup(repo);
  app.decorateRequest('organizationId', platformOrganizationId);
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    if (!request.routeOptions.config?.access) return done();
    if (request.user) {
      request.organizationId = request.user.organizationId;
      return done();
    }
    organizationOfHost(hostName(request.host)).then((id) => {
      request.organizationId = id;
      done();
    }, done);
  });
}
