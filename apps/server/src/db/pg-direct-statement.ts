import { Column, fillPlaceholders, is } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';

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
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    asText.has(oid) ? keepText : pg.types.getTypeParser(oid, format),
};

/** A select's fields as Drizzle takes them: columns, and groups of columns one level deep. */
export type SelectedFields = Record<string, Column | Record<string, Column>>;
type Field = { key: string; column: Column } | { key: string; group: { key: string; column: Column }[] };

const decode = (column: Column, value: unknown) => (value === null ? null : column.mapFromDriverValue(value));

/**
 * A statement built by Drizzle and run straight through node-postgres, for a read on every
 * signed-in request: the SQL and its parameters are taken from the query builder once, and each
 * call binds the named statement and shapes each row from the same `fields` the query selects, each
 * column decoded by its own decoder. Drizzle's prepared query spends its time in wrappers and
 * generic row mapping: on the session read this cut about 7 µs of the main thread's 135 µs.
 * Null on the embedded database, whose Drizzle statement is used instead.
 */
export function pgDirectStatement<Row>(
  db: Database,
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
  fields: SelectedFields,
): ((placeholders: Record<string, unknown>) => Promise<Row[]>) | null {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return null;
  const { sql: text, params } = query.toSQL();
  // Drizzle selects the fields in this order, a group's columns in place of the group.
  const shape: Field[] = Object.entries(fields).map(([key, field]) =>
    is(field, Column)
      ? { key, column: field }
      : { key, group: Object.entries(field).map(([inner, column]) => ({ key: inner, column })) },
  );
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    let i = 0;
    for (const field of shape) {
      if ('column' in field) {
        row[field.key] = decode(field.column, values[i++]);
        continue;
      }
      const group: Record<string, unknown> = {};
      for (const { key, column } of field.group) group[key] = decode(column, values[i++]);
      row[field.key] = group;
    }
    return row as Row;
  };
  return async (placeholders) => {
    const result = await pool.query<unknown[]>({
      name,
      text,
      values: fillPlaceholders(params, placeholders),
      rowMode: 'array',
      types,
    });
    return result.rows.map(toRow);
  };
}
