import { type Bureau, bureauCodes } from '@app/contracts/bureaus';
import { type CreditIssueType, creditIssueTypes } from '@app/contracts/credit-issues.contract';
import { reasonsForLetter } from '@app/contracts/dispute-letter-fit';
import {
  type DisputeLetterType,
  type DisputeReason,
  letterTypesByIssueType,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import type { DisputeLetterFacts } from '../ai.port';

/** A realistic person and item for letter tests; each test overrides what it is about. */
export function letterFacts(
  over: {
    type?: CreditIssueType;
    letterType?: DisputeLetterType;
    reason?: DisputeReason;
    bureau?: Bureau;
    account?: Partial<DisputeLetterFacts['account']>;
  } & Partial<Omit<DisputeLetterFacts, 'letterType' | 'reason' | 'bureau' | 'account'>> = {},
): DisputeLetterFacts {
  const type = over.type ?? 'COLLECTION';
  return {
    letterType: over.letterType ?? 'BUREAU_DISPUTE',
    reason: over.reason ?? 'INACCURATE_BALANCE',
    bureau: over.bureau ?? 'EXPERIAN',
    date: over.date ?? '2026-11-22',
    consumer: over.consumer ?? {
      fullName: 'Jordan Avery Lee',
      addressLines: ['42 Birch Lane', 'Apt 3', 'Columbus, OH 43215'],
      ssnLast4: '6789',
      dateOfBirth: '1988-04-09',
    },
    recipient: over.recipient ?? {
      name: 'Midland Credit Management',
      addressLines: ['350 Camino de la Reina, Suite 100', 'San Diego, CA 92108'],
    },
    account: {
      type,
      creditor: 'Midland Credit Management',
      accountNumberLast4: '4821',
      amount: type === 'INQUIRY' ? null : '1250.00',
      dateReported: '2015-06-03',
      status: 'ACTIVE',
      description: 'As reported by the bureau',
      ...over.account,
    },
    ...(over.consumerStatement !== undefined && { consumerStatement: over.consumerStatement }),
    ...(over.previousRound !== undefined && { previousRound: over.previousRound }),
  };
}

/** Every issue type × bureau × fitting letter type × reason of that issue type, and whether the reason fits the letter. */
export const letterMatrix = creditIssueTypes.flatMap((type) =>
  bureauCodes.flatMap((bureau) =>
    letterTypesByIssueType[type].flatMap((letterType) =>
      reasonsByIssueType[type].map((reason) => ({
        type,
        bureau,
        letterType,
        reason,
        fits: reasonsForLetter(type, letterType).includes(reason),
      })),
    ),
  ),
);
