import { sessionCookieName } from '@app/contracts/auth.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie: httpOnly, same-site, and Secure whenever the request came over TLS. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAge: number,
) {
  reply.setCookie(sessionCookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge,
  });
}
