import { bureaus } from '@app/contracts/bureaus';
import { bureauAddressedLetterTypes, disputeLetterMessages } from '@app/contracts/dispute-letters.contract';
import type { PublicUser } from '@app/contracts/users.contract';
import type { Transaction } from '../../db/transaction';
import type { AiPort, DisputeLetterFacts } from '../../integrations/ai/ai.port';
import { consumerFacts } from '../../integrations/ai/facts-from-records';
import type { AuditEntry, AuditLog } from '../../platform/audit/audit-log';
import { badRequest } from '../../platform/errors';
import type { CreditToolsRepository } from './credit-tools.repository';
import { throughAi } from './through-ai';

/** A letter to write: its facts but the sender and recipient, who come from the person and the address typed. */
export type LetterRequest = Omit<DisputeLetterFacts, 'consumer' | 'recipient'> & {
  person: PublicUser;
  /** A letter to a furnisher or collector: their address as typed, lines split by newlines or commas. */
  recipientAddress?: string | null;
};

/** Lines of an address typed on one line ("PO Box 1, Austin, TX 78701") or several. */
const addressLinesOf = (typed: string) => typed.split(/\n|,\s*(?=[A-Za-z].*\d{5})/).map((l) => l.trim());

/**
 * The house's one way of writing a dispute letter, whatever asked for it (the letter tool, the next
 * round, a reinsertion): the sender's and recipient's addresses checked, the letter written through
 * the AI, and its AI use and audit entry recorded with whatever the caller saves.
 */
export function createLetterWriter(deps: {
  ai: AiPort;
  repo: Pick<CreditToolsRepository, 'recordAiUse'>;
  audit: AuditLog;
}) {
  return {
    engine: deps.ai.engine,

    /** The letter's text; 400 naming the field when the person's or the furnisher's address is missing. */
    async write({ person, recipientAddress, ...facts }: LetterRequest): Promise<string> {
      if (!person.address) {
        throw badRequest(disputeLetterMessages.needsAddress, [
          { field: 'address', message: disputeLetterMessages.needsAddress },
        ]);
      }
      const toBureau = bureauAddressedLetterTypes.includes(facts.letterType);
      if (!toBureau && !recipientAddress) {
        throw badRequest(disputeLetterMessages.needsRecipient, [
          { field: 'recipientAddress', message: disputeLetterMessages.needsRecipient },
        ]);
      }
      const bureau = bureaus[facts.bureau];
      const recipient = toBureau
        ? { name: bureau.name, addressLines: [...bureau.disputeAddress] }
        : { name: facts.account.creditor, addressLines: addressLinesOf(recipientAddress as string) };
      return throughAi(
        () => deps.ai.writeDisputeLetter({ ...facts, consumer: consumerFacts(person), recipient }),
        disputeLetterMessages.failed,
      );
    },

    /** The letter's AI use (for the person it is for) and its audit entry, in the caller's transaction. */
    async recordWithin(tx: Transaction, userId: number, entry: AuditEntry) {
      await deps.repo.recordAiUse({ userId, feature: 'dispute-letter', engine: deps.ai.engine }, tx);
      await deps.audit.record(entry, tx);
    },
  };
}
export type LetterWriter = ReturnType<typeof createLetterWriter>;
