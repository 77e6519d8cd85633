import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { createMailedLettersRepository } from './mailed-letters.repository';

/**
 * A read-only view of the letters that left, for the outcome ledger (which links each outcome to the
 * letter before it, and closes a letter the bureau never answered): built from the database alone.
 */
export function createMailedLetters(db: Database) {
  const repo = createMailedLettersRepository(db);
  return {
    async lettersOfWithin(tx: Transaction, userId: number) {
      return (await repo.lettersOfWithin(tx, userId)).map((l) => ({
        ...l,
        sentAt: (l.sentAt as Date).toISOString(),
        answered: Boolean(l.answered),
        settled: Boolean(l.settled),
      }));
    },
    unansweredPast: repo.unansweredPast,
  };
}
export type MailedLetters = ReturnType<typeof createMailedLetters>;
