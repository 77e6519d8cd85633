import type { FastifyRequest } from 'fastify';
import { currentUser } from './access-policy';
import type { SessionUser } from './sessions.repository';

/**
 * Where an act comes from, as only the route knows it: the request's address and, in a 'Test as
 * Client' session, the admin testing as the client. A service that records the act is handed it, so
 * its audit entry names the admin as the actor and the client as the subject, never the client alone.
 */
export interface RequestOrigin {
  ip: string;
  userAgent?: string;
  /** Left out where no session can be impersonated (a sign-in, a job, a test of one service). */
  impersonation?: { adminId: number; clientId: number } | null;
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  impersonation:
    request.impersonation && request.user
      ? { adminId: request.impersonation.adminId, clientId: request.user.id }
      : null,
});

/** The signed-in person acting, with where the act comes from: what a service needs to record it. */
export interface Acting extends RequestOrigin {
  user: SessionUser;
}

export const actingOf = (request: FastifyRequest): Acting => ({
  user: currentUser(request),
  ...originOf(request),
});
