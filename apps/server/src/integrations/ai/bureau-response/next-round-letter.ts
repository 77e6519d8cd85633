import { bureaus } from '@app/contracts/bureaus';
import { type DisputeReason, reasonsByIssueType } from '@app/contracts/dispute-letters.contract';
import { type BureauResponseFacts, type DisputeLetterFacts, LetterNotSupportedError } from '../ai.port';
import { disputeLetter } from '../dispute-letter/dispute-letter';
import { assertLetterFits } from '../dispute-letter/letter-fit';
import { longDate } from '../us-english';
import type { NextLetterType } from './response-strategy';

/** A letter needs someone to sign it and an address the answer can reach. */
function consumerKnown(consumer: BureauResponseFacts['consumer']): boolean {
  return consumer.fullName.trim() !== '' && consumer.addressLines.some((l) => l.trim() !== '');
}

/**
 * The facts of the next round's letter, or null when the response is not tied to an account and a person
 * (a letter about an unknown item would have to invent it). Every next letter goes to the bureau.
 */
export function nextRoundLetterFacts(
  facts: BureauResponseFacts,
  letterType: NextLetterType | null,
): DisputeLetterFacts | null {
  if (!letterType || !facts.account || !consumerKnown(facts.consumer)) return null;
  const bureau = bureaus[facts.bureau];
  const statement = nextRoundStatement(facts);
  const draft: Omit<DisputeLetterFacts, 'reason'> = {
    letterType,
    bureau: facts.bureau,
    date: facts.today,
    consumer: facts.consumer,
    recipient: { name: bureau.name, addressLines: [...bureau.disputeAddress] },
    account: facts.account,
    previousRound: { responseType: facts.responseType, responseDate: facts.responseDate },
    ...(statement && { consumerStatement: statement }),
  };
  const reason = fittingReason(draft, facts.previousDispute?.reason);
  return reason ? { ...draft, reason } : null;
}

/** The next round's complete letter from the letter engine, or '' when there is none to write. */
export function nextRoundLetter(facts: BureauResponseFacts, letterType: NextLetterType | null): string {
  const letterFacts = nextRoundLetterFacts(facts, letterType);
  return letterFacts ? disputeLetter(letterFacts) : '';
}

/**
 * The person keeps their reason when the new letter can carry it; otherwise the first that fits, preferring
 * "verify it", which any disputed item can honestly ask. The letter engine's own check is the judge.
 */
function fittingReason(
  draft: Omit<DisputeLetterFacts, 'reason'>,
  previous: DisputeReason | undefined,
): DisputeReason | null {
  const candidates = [previous, 'UNVERIFIABLE' as const, ...reasonsByIssueType[draft.account.type]];
  for (const reason of candidates) {
    if (!reason) continue;
    try {
      assertLetterFits({ ...draft, reason });
      return reason;
    } catch (err) {
      if (!(err instanceof LetterNotSupportedError)) throw err;
    }
  }
  return null;
}

/**
 * The letter engine words a bureau dispute from the item alone, so a second round would read like the first:
 * a sentence about the bureau's answer tells the reader this is a new, specific dispute, not a repeat.
 */
function nextRoundStatement(facts: BureauResponseFacts): string | null {
  const date = longDate(facts.responseDate);
  switch (facts.responseType) {
    case 'FRIVOLOUS':
      return `On ${date} you declined to investigate my earlier dispute of this item as frivolous or irrelevant. This dispute comes from me personally, states specifically what is inaccurate, and encloses my identification and supporting documents.`;
    case 'PARTIAL':
      return `Your response of ${date} changed only part of this item. What still appears on my report remains inaccurate, and I ask you to reinvestigate it.`;
    case 'UPDATED':
      return `Your response of ${date} updated this item, but the updated entry is still inaccurate, and I ask you to reinvestigate it.`;
    default:
      return null;
  }
}
