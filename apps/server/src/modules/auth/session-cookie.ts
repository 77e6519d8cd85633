import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieNameFor } from '../../platform/auth/session-cookie-name';

// Secure exactly when the request came over TLS; the `__Host-` name then demands it, and path /.
function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' } as const;
}

/** The session cookie: httpOnly, same-site, and Secure with the `__Host-` prefix over HTTPS. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAge: number,
) {
  reply.setCookie(sessionCookieNameFor(request), token, { ...cookieOptions(request), maxAge });
}

/** Removes the session cookie; a browser drops a `__Host-` cookie only for a Secure removal. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieNameFor(request), cookieOptions(request));
}
