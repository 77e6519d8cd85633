import { creditIssueTypeLabels } from '@app/contracts/credit-issue-labels';
import { isObsolete, reasonsForLetter } from '@app/contracts/dispute-letter-fit';
import {
  bureauAddressedLetterTypes,
  disputeLetterTypeLabels,
  disputeReasonLabels,
  letterTypeFits,
  obsolescenceYears,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import { type DisputeLetterFacts, LetterNotSupportedError } from '../ai.port';

/**
 * Refuses a letter the facts cannot honestly support, before any engine writes a word.
 * Both adapters call it, so a model is never asked for a letter the built-in engine would refuse.
 */
export function assertLetterFits(facts: DisputeLetterFacts): void {
  const { letterType, reason } = facts;
  const type = facts.account.type;
  const item = creditIssueTypeLabels[type].toLowerCase();

  if (!letterTypeFits(type, letterType)) {
    throw new LetterNotSupportedError(
      `A "${disputeLetterTypeLabels[letterType]}" letter does not fit a ${item}`,
      'letterType',
    );
  }
  if (!reasonsByIssueType[type].includes(reason)) {
    throw new LetterNotSupportedError(
      `"${disputeReasonLabels[reason]}" is not a reason for a ${item}`,
      'reason',
    );
  }
  if (!reasonsForLetter(type, letterType).includes(reason)) {
    throw new LetterNotSupportedError(
      `"${disputeReasonLabels[reason]}" cannot be the reason of a "${disputeLetterTypeLabels[letterType]}" letter`,
      'reason',
    );
  }
  if (reason === 'OBSOLETE' && !isObsolete(type, facts.account.dateReported, facts.date)) {
    throw new LetterNotSupportedError(
      facts.account.dateReported
        ? `This ${item} is not yet older than the ${obsolescenceYears(type)} years FCRA section 605 allows`
        : `The report gives no date for this ${item}, so it cannot be shown to be obsolete`,
      'reason',
    );
  }
  if (!bureauAddressedLetterTypes.includes(letterType) && !hasAddressLines(facts.recipient)) {
    throw new LetterNotSupportedError(
      'Enter the mailing address of the creditor or collector for this letter',
      'recipientAddress',
    );
  }
}

function hasAddressLines(recipient: DisputeLetterFacts['recipient'] | undefined): boolean {
  return recipient?.addressLines.some((l) => l.trim() !== '') ?? false;
}
