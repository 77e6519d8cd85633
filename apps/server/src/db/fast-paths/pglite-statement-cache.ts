// FAST PATH (PGlite; off with DB_FAST_PATHS=off). Replaces PGlite's `query` with one built on its
// protocol internals (`execProtocol`, `_runExclusiveQuery`, `_initArrayTypes`, `parse`), so
// `@electric-sql/pglite` is pinned to an exact version in apps/server/package.json: check this file
// and its test before moving the pin.
// Bench row: bench/RESULTS.md, "2026-11-24 (afternoon)", "PGlite statements are prepared once":
// the signed-in read on PGlite 566 -> 3,101 req/s.
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Enough for every statement text the app builds; the least recently used is closed beyond it. */
const defaultCapacity = 256;

interface Statement {
  name: string;
  paramTypes: number[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * PGlite's `query` parses, describes and plans its SQL on every call (an unnamed statement, six
 * round trips into the WASM backend) and copies its table of parsers when the query brings its own, which made the session lookup asked by every signed-in
 * request cost 0.5 to 0.9 ms of CPU. Here each statement text is parsed once into a named
 * server-side prepared statement, like node-postgres does for drizzle's prepared queries on
 * PostgreSQL; later calls send Bind, Describe, Execute and Sync in one message. Results, errors and
 * locking are PGlite's own: the call waits for an open transaction like `query` does, the rows are
 * parsed by PGlite's parsers and a failing statement throws PGlite's DatabaseError (the Sync in the
 * same message ends the failed exchange, so the session stays usable).
 *
 * Queries inside `transaction()` and queries with a blob or parameter types keep PGlite's own path.
 */
export function cacheStatements(client: PGlite, capacity = defaultCapacity): PGlite {
  const uncached = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;
  // PGlite merges a query's own parsers into its whole table (every type and array type) on each
  // call, which cost as much as the query itself; drizzle passes the same parsers object every time,
  // so the merged table is kept per object, until PGlite reads its array types again.
  let merged = new WeakMap<object, PGlite['parsers']>();
  const readArrayTypes = client._initArrayTypes.bind(client);
  client._initArrayTypes = async (options) => {
    await readArrayTypes(options);
    merged = new WeakMap();
  };
  function parsersFor(options?: QueryOptions): PGlite['parsers'] {
    const own = options?.parsers;
    if (!own) return client.parsers;
    let all = merged.get(own);
    if (!all) {
      all = { ...client.parsers, ...own };
      merged.set(own, all);
    }
    return all;
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `s${++counter}`;
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocol(
        concat([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]),
        { syncToFs: false },
      );
    }
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: the Map's order is the eviction order.
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] as number;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    let messages: Parameters<typeof parse.parseResults>[0];
    try {
      ({ messages } = await client.execProtocol(
        concat([
          protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (err) {
      Object.assign(err as object, { query: text, params, queryOptions: options });
      throw err;
    }
    await client.syncToFs();
    const parsers = parsersFor(options);
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes) return uncached<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run<T>(text, params, options)),
    );
  };
  return client;
}
