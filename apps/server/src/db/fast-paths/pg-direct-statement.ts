// FAST PATH (PostgreSQL; off with DB_FAST_PATHS=off). Reads node-postgres's `Connection` internals
// (`parsedStatements`, `stream.cork`, the submittable protocol), so `pg` is pinned to an exact version
// in apps/server/package.json: check this file and its test before moving the pin.
// Bench row: bench/RESULTS.md, "2026-11-24 (night)", "The session read describes its columns once":
// main thread per signed-in request 146-164 us before, 103-130 us after (floor 91-114 us).
import { Column, fillPlaceholders, is } from 'drizzle-orm';
import pg from 'pg';
import { prepareValue } from './pg-prepare-value';

// Dates, intervals and their arrays arrive as text, as Drizzle asks node-postgres for them, so
// that each column's own decoder turns them into values exactly as a Drizzle query would.
const asText = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115,
  1182,
  1185,
  1187,
  1231,
]);
const keepText = (value: string) => value;
type TextParser = (value: string) => unknown;
const parserFor = (oid: number): TextParser =>
  asText.has(oid) ? keepText : (pg.types.getTypeParser(oid, 'text') as TextParser);

/** A select's fields as Drizzle takes them: columns, and groups of columns one level deep. */
export type SelectedFields = Record<string, Column | Record<string, Column>>;
type Field = { key: string; column: Column } | { key: string; group: { key: string; column: Column }[] };

/** What the server tells of the statement's columns once: their types, in select order. */
interface Plan {
  readonly name: string;
  readonly text: string;
  parsers: TextParser[] | null;
  toRow(values: (string | null)[], parsers: TextParser[]): unknown;
}

type Connection = pg.Connection & {
  parsedStatements: Record<string, string>;
  stream: { cork(): void; uncork(): void };
};

/**
 * One run of a planned statement, submitted to a pooled client. The statement is parsed once per
 * connection and its columns described once per process; after that a run is Bind, Execute and
 * Sync, and each row is decoded straight into the select's shape. node-postgres's own query object
 * describes the portal on every run and parses that description again, and emits an event per row.
 */
class PlannedRun<Row> implements pg.Submittable {
  callback?: (error: Error | null, rows?: Row[]) => void;
  private readonly rows: Row[] = [];
  private failure: Error | null = null;
  // node-postgres reads these off the query it runs, to note the statement parsed on the connection.
  readonly name: string;
  readonly text: string;

  constructor(
    private readonly plan: Plan,
    private readonly values: unknown[],
  ) {
    this.name = plan.name;
    this.text = plan.text;
  }

  submit(connection: pg.Connection) {
    const c = connection as Connection;
    const { plan } = this;
    c.stream.cork();
    try {
      if (c.parsedStatements[plan.name] !== plan.text) {
        c.parse({ text: plan.text, name: plan.name, types: [] }, true);
      }
      c.bind({ statement: plan.name, values: this.values, valueMapper: prepareValue } as pg.BindConfig, true);
      if (!plan.parsers) c.describe({ type: 'P', name: '' }, true);
      c.execute({ portal: '' }, true);
      c.sync();
    } finally {
      c.stream.uncork();
    }
  }

  handleRowDescription(message: { fields: { dataTypeID: number }[] }) {
    this.plan.parsers ??= message.fields.map((f) => parserFor(f.dataTypeID));
  }

  handleDataRow(message: { fields: (string | null)[] }) {
    if (this.failure) return;
    try {
      this.rows.push(this.plan.toRow(message.fields, this.plan.parsers as TextParser[]) as Row);
    } catch (error) {
      this.failure = error as Error;
    }
  }

  handleCommandComplete() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}

  handleError(error: Error) {
    this.callback?.(this.failure ?? error);
  }

  handleReadyForQuery() {
    if (this.failure) this.callback?.(this.failure);
    else this.callback?.(null, this.rows);
  }
}

/** Shapes a row of column texts as the select's fields, each column decoded by its own decoder. */
function rowBuilder(fields: SelectedFields): Plan['toRow'] {
  // Drizzle selects the fields in this order, a group's columns in place of the group.
  const shape: Field[] = Object.entries(fields).map(([key, field]) =>
    is(field, Column)
      ? { key, column: field }
      : { key, group: Object.entries(field).map(([inner, column]) => ({ key: inner, column })) },
  );
  const decode = (column: Column, value: string | null | undefined, parse: TextParser) =>
    value == null ? null : column.mapFromDriverValue(parse(value));
  return (values, parsers) => {
    const row: Record<string, unknown> = {};
    let i = 0;
    for (const field of shape) {
      if ('column' in field) {
        row[field.key] = decode(field.column, values[i], parsers[i++] as TextParser);
        continue;
      }
      const group: Record<string, unknown> = {};
      for (const { key, column } of field.group)
        group[key] = decode(column, values[i], parsers[i++] as TextParser);
      row[field.key] = group;
    }
    return row;
  };
}

/** The pools opened with the fast paths on; on any other pool the caller keeps Drizzle's statement. */
const directPools = new WeakSet<pg.Pool>();

/** Lets direct statements run on this pool (`openPostgres` unless DB_FAST_PATHS=off). */
export function allowDirectStatements(pool: pg.Pool) {
  directPools.add(pool);
}

/**
 * A statement built by Drizzle and run straight through node-postgres, for a read on every
 * signed-in request: the SQL and its parameters are taken from the query builder once, and each
 * call binds the named statement and shapes each row from the same `fields` the query selects, each
 * column decoded by its own decoder. Drizzle's prepared query spends its time in wrappers and
 * generic row mapping, and node-postgres's in describing the same columns on every run.
 * Null on the embedded database and with the fast paths off, where Drizzle's statement is used instead.
 */
export function pgDirectStatement<Row>(
  db: object,
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
  fields: SelectedFields,
): ((placeholders: Record<string, unknown>) => Promise<Row[]>) | null {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool) || !directPools.has(pool)) return null;
  const { sql: text, params } = query.toSQL();
  const plan: Plan = { name, text, parsers: null, toRow: rowBuilder(fields) };
  // node-postgres's pool takes a submittable and a callback, which it calls once the client is
  // released; its types know only the form without the callback.
  const runs = pool as unknown as {
    query(run: PlannedRun<Row>, done: (error: Error | undefined, rows: Row[]) => void): void;
  };
  return (placeholders) =>
    new Promise<Row[]>((resolve, reject) => {
      runs.query(new PlannedRun<Row>(plan, fillPlaceholders(params, placeholders)), (error, rows) =>
        error ? reject(error) : resolve(rows),
      );
    });
}
