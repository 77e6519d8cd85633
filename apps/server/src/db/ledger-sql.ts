import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { disputeOutcomes } from './schema';

/*
 * The ledger's rules as SQL, for every query that reads the ledger (this module's repositories,
 * analytics, the letters' no-answer clock): one definition of each.
 */

/**
 * An entry of the ledger (`alias` in the query) that stands as seen: written from a file (a bureau's
 * answer letter writes entries too, but the next report shows the same change and writes it again)
 * and not corrected by a later entry. Counting only these counts each deletion once.
 */
export function seenAndStandingSql(alias: string): SQL {
  const o = sql.raw(alias);
  return sql`(${o}.snapshot_id is not null
    and not exists (select 1 from dispute_outcomes later where later.corrects_id = ${o}.id))`;
}

/** A deletion that counts, wherever deletions are counted (analytics, results, billing). */
export const countedDeletionSql = (alias: string): SQL =>
  sql`(${sql.raw(alias)}.kind = 'DELETED' and ${seenAndStandingSql(alias)})`;

/** Whether the ledger has an entry about the letter (`disputeId`): an outcome already closed it. */
export const ledgerNamesLetterSql = (disputeId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${disputeOutcomes} where ${disputeOutcomes.disputeId} = ${disputeId})`;
