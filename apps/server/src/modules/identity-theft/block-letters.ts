import { bureauCodes, bureaus } from '@app/contracts/bureaus';
import { disputeLetterMessages } from '@app/contracts/dispute-letters.contract';
import { letterHoldMessages } from '@app/contracts/letter-readiness';
import { type AiPort, AiProviderError, LetterNotSupportedError } from '../../integrations/ai/ai.port';
import { consumerFacts } from '../../integrations/ai/facts-from-records';
import { AppError, conflict, ProviderFailure } from '../../platform/errors';
import type { UsersService } from '../users/users.service';
import type { WriteBlockLetters } from './identity-theft.service';

/**
 * §605B block letters through the existing letter engine: one per bureau reporting the item,
 * saying only what the file showed. We never mail them: the person signs and sends each one
 * with their FTC report and proof of identity.
 */
export function blockLetterWriter(deps: {
  ai: Pick<AiPort, 'writeDisputeLetter'>;
  users: Pick<UsersService, 'profile'>;
}): WriteBlockLetters {
  return async (userId, item, date) => {
    const person = await deps.users.profile(userId);
    const consumer = consumerFacts(person);
    // The person mails these themselves: a block letter needs their return address to be processed.
    if (consumer.addressLines.length === 0) {
      throw new AppError(409, 'MAILING_ADDRESS_MISSING', letterHoldMessages.ownAddressMissing, [
        { field: 'address', message: letterHoldMessages.ownAddressMissing },
      ]);
    }
    const type = item.issueType;
    // Planning gives a block letter only to items the engine can describe; anything else is a bug upstream.
    if (type === null) throw conflict('The letter engine cannot describe an account in good standing');
    const reporting = item.bureaus.length > 0 ? item.bureaus : bureauCodes;
    const letters = [];
    for (const bureau of reporting) {
      const letter = await written(() =>
        deps.ai.writeDisputeLetter({
          letterType: 'IDENTITY_THEFT_BLOCK',
          reason: 'IDENTITY_THEFT',
          bureau,
          date,
          consumer,
          recipient: { name: bureaus[bureau].name, addressLines: [...bureaus[bureau].disputeAddress] },
          account: {
            type,
            creditor: item.creditor,
            accountNumberLast4: item.accountNumber,
            amount: null,
            dateReported: item.openedDate,
            status: 'ACTIVE',
            description: item.description,
          },
        }),
      );
      letters.push({ bureau, letter });
    }
    return letters;
  };
}

/** A model failure is ours to report (502); a refusal means the facts do not support the letter (409). */
async function written(work: () => Promise<string>): Promise<string> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof LetterNotSupportedError) throw conflict(err.message);
    if (err instanceof AiProviderError)
      throw new ProviderFailure('AI_PROVIDER_ERROR', disputeLetterMessages.failed, err);
    throw err;
  }
}
