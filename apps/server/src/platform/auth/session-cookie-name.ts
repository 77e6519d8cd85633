import { secureSessionCookieName, sessionCookieName } from '@app/contracts/auth.contract';
import type { FastifyRequest } from 'fastify';

/**
 * The session cookie's name for this request: `__Host-session` when it came over HTTPS (directly, or
 * through a proxy TRUST_PROXY names, which is the only way X-Forwarded-Proto counts), `session` on
 * plain HTTP. Over HTTPS only the `__Host-` cookie is read, so a cookie planted without it is ignored.
 */
export function sessionCookieNameFor(request: FastifyRequest) {
  return request.protocol === 'https' ? secureSessionCookieName : sessionCookieName;
}
