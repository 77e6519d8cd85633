import type { Database } from '../../db/client';
import { createDisputesRepository } from './disputes.repository';
import { toDispute } from './disputes.service';

/**
 * A read-only view of a person's disputes for modules the disputes module itself depends on
 * (billing gates mailing, and reads back what was mailed to bill for it): built from the database
 * alone, so neither module waits for the other to exist.
 */
export function createDisputeHistory(db: Database) {
  const repo = createDisputesRepository(db);
  return {
    async list(userId: number) {
      return (await repo.listForUser(userId)).map(toDispute);
    },
  };
}

export type DisputeHistory = ReturnType<typeof createDisputeHistory>;
