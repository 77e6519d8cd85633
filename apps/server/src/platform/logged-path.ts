import type { FastifyRequest } from 'fastify';

/**
 * A request's path as it may be logged: every query value is replaced by `~`, so search terms,
 * e-mail addresses and unsubscribe or reset tokens never reach a log. The names stay, for reading.
 */
export function loggedPath(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0 ? pair : `${pair.slice(0, eq)}=~`;
    });
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** pino's serialiser of a request: what Fastify logs by default, with the query values redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
