import {
  createAccessCode,
  getAdminDashboardCounts,
  listAccessCodes,
  listClientProfiles,
  listTestUsers,
  redeemAccessCode,
  revokeAccessCode,
} from '@app/contracts/endpoints/beta-access.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import type { UsersService } from '../users/users.service';
import type { BetaAccessService } from './beta-access.service';

export const betaAccessRoutes: FastifyPluginAsyncZod<{
  service: BetaAccessService;
  users: Pick<UsersService, 'betaTestingPage'>;
}> = async (app, { service, users }) => {
  serve(app, listAccessCodes, { access: 'admin' }, async (request) =>
    service.list(currentUser(request).organizationId),
  );

  serve(app, createAccessCode, { access: 'admin' }, async (request, reply) => {
    const created = await service.create(request.body, actingOf(request));
    reply.status(201);
    return created;
  });

  serve(app, revokeAccessCode, { access: 'admin' }, async (request) =>
    service.revoke(request.params.id, actingOf(request)),
  );

  serve(app, redeemAccessCode, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.redeem(request.body.accessCode, actingOf(request)),
  );

  serve(app, getAdminDashboardCounts, { access: 'admin' }, async (request) =>
    service.counts(currentUser(request).organizationId),
  );

  for (const [kind, contract] of [
    ['client-profiles', listClientProfiles],
    ['test-users', listTestUsers],
  ] as const) {
    serve(app, contract, { access: 'admin' }, async (request, reply) => {
      const { items, nextCursor } = await users.betaTestingPage(
        currentUser(request).organizationId,
        kind,
        request.query,
      );
      if (nextCursor) reply.header('link', nextPageLink(request.url, nextCursor));
      return items;
    });
  }
};

/** The same address with the next page's cursor: `<…>; rel="next"` (RFC 8288). */
function nextPageLink(url: string, cursor: string) {
  const next = new URL(url, 'http://localhost');
  next.searchParams.set('cursor', cursor);
  return `<${next.pathname}${next.search}>; rel="next"`;
}
