import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Calls `onUse` whenever the test process opens or queries a database: PGlite's queries and
 * PostgreSQL connections. Patched on the shared module instances, so it sees the app's
 * connections as well as a test's own.
 */
export function watchDatabaseUse(onUse: (what: string) => void) {
  const pglite = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['query', 'exec', 'execProtocol']) {
    const original = pglite[method] as (...args: unknown[]) => unknown;
    pglite[method] = function (this: unknown, ...args: unknown[]) {
      onUse('PGlite');
      return original.apply(this, args);
    };
  }
  const connect = pg.Client.prototype.connect as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { connect: unknown }).connect = function (
    this: unknown,
    ...args: unknown[]
  ) {
    onUse('PostgreSQL');
    return connect.apply(this, args);
  };
}
