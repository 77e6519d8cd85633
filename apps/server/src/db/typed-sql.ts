import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';

/** The database or a transaction: both run raw SQL and answer `{ rows }` on either driver. */
interface RunsSql {
  execute(query: SQL): Promise<unknown>;
}

/**
 * The one way to read rows of hand-written SQL: each row is checked against its schema, so a column
 * renamed in the SQL, or decoded differently by the other driver (a count as text, a timestamp as a
 * Date), fails here with the column's name instead of reaching an answer as the wrong type. Where the
 * query builder can say the same, it is used instead.
 */
export async function rowsOf<Row extends z.ZodType>(
  db: RunsSql,
  query: SQL,
  row: Row,
): Promise<z.output<Row>[]> {
  const { rows } = (await db.execute(query)) as { rows: unknown[] };
  return rows.map((r) => row.parse(r));
}
