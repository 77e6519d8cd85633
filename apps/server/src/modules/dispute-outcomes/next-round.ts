import type { Bureau } from '@app/contracts/bureaus';
import type { CreditIssueStatus, CreditIssueType } from '@app/contracts/credit-issues.contract';
import {
  type DisputeLetterType,
  type DisputeReason,
  letterTypesByIssueType,
} from '@app/contracts/dispute-letters.contract';
import type { OutcomeKind } from '@app/contracts/dispute-outcomes.contract';
import { addCalendarDays } from '@app/contracts/follow-up';
import type { NextRoundSuggestion } from '@app/contracts/next-round.contract';
import {
  debtValidationWindowDays,
  type NextRoundKind,
  nextRoundKindLabels,
  nextRoundReasons,
} from '@app/contracts/next-round-words';

/** A negative item as the suggestions read it. */
export interface RoundItem {
  id: number;
  type: CreditIssueType;
  status: CreditIssueStatus;
  creditor: string;
  accountLast4: string | null;
  bureaus: Bureau[];
  /** The day a collector first contacted the consumer (yyyy-mm-dd), when known. */
  firstContactOn: string | null;
}

/** A letter about an item, in the order the letters were drafted. */
export interface RoundLetter {
  id: number;
  issueId: number;
  bureau: Bureau;
  letterType: DisputeLetterType;
  reason: DisputeReason;
  /** The calendar day it was mailed; null until it left. */
  sentOn: string | null;
}

/** A ledger entry that closed a letter, in the order the ledger wrote them. */
export interface RoundOutcome {
  disputeId: number | null;
  kind: OutcomeKind;
  observedOn: string;
}

/** The letter each kind of suggestion drafts; the complaint is a packet, not a letter. */
const letterOf: Record<NextRoundKind, NextRoundSuggestion['letterType']> = {
  METHOD_OF_VERIFICATION: 'METHOD_OF_VERIFICATION',
  FURNISHER_DIRECT: 'FURNISHER_DIRECT',
  DEBT_VALIDATION: 'DEBT_VALIDATION',
  IDENTITY_THEFT_BLOCK: 'IDENTITY_THEFT_BLOCK',
  CFPB_COMPLAINT: null,
};

type Choice = { kind: NextRoundKind; reason: string; needsFirstContactDate?: boolean } | null;

/** What to send after the bureau's last word on the newest letter about an item there. */
function afterAnswer(item: RoundItem, bureau: Bureau, sent: RoundLetter[], last: RoundOutcome): Choice {
  const newest = sent[sent.length - 1] as RoundLetter;
  const fits = (t: DisputeLetterType) => letterTypesByIssueType[item.type].includes(t);
  const sentBefore = (t: DisputeLetterType) => sent.some((l) => l.letterType === t);
  const identityTheft = sent.some((l) => l.reason === 'IDENTITY_THEFT');
  switch (last.kind) {
    case 'NO_ANSWER':
      return {
        kind: 'CFPB_COMPLAINT',
        reason: nextRoundReasons.complaintNoAnswer(bureau, newest.sentOn ?? ''),
      };
    case 'VERIFIED':
    case 'UPDATED': {
      // An item that comes from identity theft is blocked, not investigated again.
      if (identityTheft && !sentBefore('IDENTITY_THEFT_BLOCK') && fits('IDENTITY_THEFT_BLOCK'))
        return { kind: 'IDENTITY_THEFT_BLOCK', reason: nextRoundReasons.identityTheftBlock(bureau) };
      if (last.kind === 'VERIFIED' && newest.letterType === 'METHOD_OF_VERIFICATION')
        return { kind: 'CFPB_COMPLAINT', reason: nextRoundReasons.complaintVerifiedWithoutMethod(bureau) };
      if (last.kind === 'VERIFIED' && !sentBefore('METHOD_OF_VERIFICATION') && fits('METHOD_OF_VERIFICATION'))
        return {
          kind: 'METHOD_OF_VERIFICATION',
          reason: nextRoundReasons.methodOfVerification(bureau, last.observedOn),
        };
      if (!sentBefore('FURNISHER_DIRECT') && fits('FURNISHER_DIRECT'))
        return {
          kind: 'FURNISHER_DIRECT',
          reason:
            last.kind === 'VERIFIED'
              ? nextRoundReasons.furnisherAfterVerification(bureau)
              : nextRoundReasons.furnisherAfterUpdate(bureau),
        };
      return null;
    }
    // Deleted: done. Back after a deletion: the reinsertion watch handles it. New: no letter answered.
    default:
      return null;
  }
}

/**
 * A collection no letter asked the collector to validate yet: within 30 days of the collector's
 * first contact the consumer may ask; an unknown day is asked for, never guessed; later, nothing.
 */
function validation(item: RoundItem, letters: RoundLetter[], today: string): Choice {
  if (item.type !== 'COLLECTION' || letters.some((l) => l.letterType === 'DEBT_VALIDATION')) return null;
  if (item.firstContactOn === null)
    return {
      kind: 'DEBT_VALIDATION',
      reason: nextRoundReasons.debtValidationNeedsDate,
      needsFirstContactDate: true,
    };
  const lastDay = addCalendarDays(item.firstContactOn, debtValidationWindowDays);
  if (today > lastDay) return null;
  return { kind: 'DEBT_VALIDATION', reason: nextRoundReasons.debtValidation(item.firstContactOn, lastDay) };
}

/**
 * The next round chosen from the history: for each negative item still reported, at each bureau
 * reporting it, at most one suggestion with its reason. A resolved item, a letter not yet mailed
 * and a letter the bureau has not answered yet suggest nothing. A collection's validation request
 * goes to the collector, so it is suggested once per item (at the first bureau, the letter's file).
 */
export function nextRound(input: {
  items: RoundItem[];
  letters: RoundLetter[];
  outcomes: RoundOutcome[];
  /** The company's calendar day. */
  today: string;
}): NextRoundSuggestion[] {
  const suggestions: NextRoundSuggestion[] = [];
  for (const item of input.items) {
    if (item.status === 'RESOLVED') continue;
    const lettersOfItem = input.letters.filter((l) => l.issueId === item.id);
    const bureaus = item.bureaus.length > 0 ? item.bureaus : [...new Set(lettersOfItem.map((l) => l.bureau))];
    for (const [index, bureau] of bureaus.entries()) {
      const atBureau = lettersOfItem.filter((l) => l.bureau === bureau);
      const newest = atBureau[atBureau.length - 1];
      let choice: Choice = null;
      if (newest === undefined) {
        choice = index === 0 ? validation(item, lettersOfItem, input.today) : null;
      } else if (newest.sentOn !== null) {
        const closing = input.outcomes.filter((o) => o.disputeId === newest.id);
        const last = closing[closing.length - 1];
        if (last)
          choice = afterAnswer(
            item,
            bureau,
            atBureau.filter((l) => l.sentOn !== null),
            last,
          );
      }
      if (!choice) continue;
      const letterType = letterOf[choice.kind];
      suggestions.push({
        issueId: item.id,
        creditor: item.creditor,
        accountLast4: item.accountLast4,
        bureau,
        kind: choice.kind,
        title: nextRoundKindLabels[choice.kind],
        reason: choice.reason,
        letterType,
        consumerSends: choice.kind === 'FURNISHER_DIRECT' || choice.kind === 'CFPB_COMPLAINT',
        needsRecipientAddress: choice.kind === 'FURNISHER_DIRECT' || choice.kind === 'DEBT_VALIDATION',
        needsFirstContactDate: choice.needsFirstContactDate ?? false,
      });
    }
  }
  return suggestions;
}
