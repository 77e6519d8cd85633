import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

export const nulMessage = 'Must not contain a NUL character';

/** The path of the first string holding a NUL character, as `query.q` or `body.items.0.name`; null when none. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  // for...in without building the entries (and each key's path) of every object it passes.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = nulPath((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: a query with one fails inside the database, where it
 * would become a 500. Whatever passed a route's own schema (which may refuse it with its own words)
 * is checked before the handler runs, so it is a 400 naming the field instead, whatever the route.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request and almost always finds nothing.
  app.addHook('preHandler', (request, _reply, done) => {
    const field =
      nulPath(request.params, 'params') ?? nulPath(request.query, 'query') ?? nulPath(request.body, 'body');
    if (!field) return done();
    done(
      new AppError(400, 'VALIDATION_ERROR', `Invalid ${field}: ${nulMessage}`, [
        { field, message: nulMessage },
      ]),
    );
  });
}
