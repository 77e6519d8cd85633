import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The one way a count is kept: statement-level triggers append signed change rows to the count's
 * table (writers only insert, so they never wait on a shared row); a reader sums them; and the
 * reader that finds more than `foldKeptCountAbove` rows folds them with the table's SQL function
 * `<table>_compact()` (db/sql/functions/), which holds a try-lock of its own from db/lock-keys.ts so
 * that one fold runs at a time and the others just read. A fold leaves the sums unchanged.
 */
const keptCountTables = ['work_queue_tallies', 'dispute_tallies', 'tracking_count_deltas'] as const;
type KeptCountTable = (typeof keptCountTables)[number];

/** Beyond this many change rows a read folds them (a sum over that many stays well under a millisecond). */
const foldKeptCountAbove = 2000;

/** Folds a kept count's change rows when a read found too many of them. */
export async function foldKeptCountIfLong(db: Database, table: KeptCountTable, rows: number) {
  if (rows > foldKeptCountAbove) await db.execute(sql.raw(`select ${table}_compact()`));
}
