import {
  acceptTeamInvitation,
  assignClients,
  changeTeamRole,
  checkTeamInvitation,
  deactivateTeamMember,
  getTeam,
  inviteTeamMember,
  listSpecialists,
} from '@app/contracts/endpoints/team.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { actingOf, originOf } from '../../platform/auth/request-origin';
import { serve } from '../../platform/http/serve';
import { setSessionCookie } from '../auth/session-cookie';
import type { TeamService } from './team.service';

/** The Owner's team page, the invitation link (public), and the office's assignments. */
export const teamRoutes: FastifyPluginAsyncZod<{ service: TeamService; perIpPerMinute: number }> = async (
  app,
  { service, perIpPerMinute },
) => {
  const rateLimit = { max: perIpPerMinute, timeWindow: '1 minute' };
  serve(app, getTeam, { access: 'manageTeam' }, async (request) =>
    service.overview(currentUser(request).organizationId),
  );
  serve(app, inviteTeamMember, { access: 'manageTeam' }, async (request, reply) =>
    reply.status(201).send(await service.invite(request.body, actingOf(request))),
  );
  serve(app, changeTeamRole, { access: 'manageTeam' }, async (request) =>
    service.changeRole(request.params.memberId, request.body.role, actingOf(request)),
  );
  serve(app, deactivateTeamMember, { access: 'manageTeam' }, async (request) =>
    service.deactivate(request.params.memberId, actingOf(request)),
  );
  serve(app, checkTeamInvitation, { access: 'public', rateLimit }, async (request) =>
    service.checkInvitation(request.body.token),
  );
  serve(app, acceptTeamInvitation, { access: 'public', rateLimit }, async (request, reply) => {
    const session = await service.accept(request.body, originOf(request));
    setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
    return reply.status(201).send({ token: session.token, secondFactor: 'enroll' as const });
  });
  serve(app, assignClients, { access: 'assignClients' }, async (request) =>
    service.assign(request.body, actingOf(request)),
  );
  serve(app, listSpecialists, { access: 'listClients' }, async (request) =>
    service.specialists(currentUser(request).organizationId),
  );
};
