import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The listener of the test file running now: files share a worker's modules (`isolate: false`). */
let current: ((what: string) => void) | undefined;
let patched = false;

/**
 * Calls `onUse` whenever the test process opens or queries a database: PGlite's queries and
 * PostgreSQL connections. Patched once per process on the shared module instances, so it sees the
 * app's connections as well as a test's own; each test file's setup names its own listener.
 */
export function watchDatabaseUse(onUse: (what: string) => void) {
  current = onUse;
  if (patched) return;
  patched = true;
  const pglite = PGlite.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['query', 'exec', 'execProtocol']) {
    const original = pglite[method] as (...args: unknown[]) => unknown;
    pglite[method] = function (this: unknown, ...args: unknown[]) {
      current?.('PGlite');
      return original.apply(this, args);
    };
  }
  const connect = pg.Client.prototype.connect as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { connect: unknown }).connect = function (
    this: unknown,
    ...args: unknown[]
  ) {
    current?.('PostgreSQL');
    return connect.apply(this, args);
  };
}
