import { bureauCodes } from '@app/contracts/bureaus';
import { disputeStatuses } from '@app/contracts/disputes.contract';
import { bigserial, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

/**
 * How many disputes are in each status at each bureau, kept by triggers in the same transaction as
 * the change (migration dispute_tallies_kept_by_triggers), so the admin's list of every dispute
 * shows its total without counting a million rows. As with the work queue's tallies, writers only
 * insert a change (+n / -n), never update a shared row; a pair's size is the sum of its changes,
 * folded together now and then. Each organization's disputes are counted apart.
 */
export const disputeTallies = pgTable('dispute_tallies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id),
  status: varchar('status', { length: 20, enum: disputeStatuses }).notNull(),
  bureau: varchar('bureau', { length: 12, enum: bureauCodes }).notNull(),
  change: integer('change').notNull(),
});
