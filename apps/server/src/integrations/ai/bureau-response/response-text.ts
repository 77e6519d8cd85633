import type { BureauResponseType } from '@app/contracts/bureau-responses.contract';

export type TextSignal =
  | 'verified'
  | 'frivolous'
  | 'insufficient'
  | 'noChange'
  | 'updated'
  | 'deleted'
  | 'repeat'
  | 'thirdParty';

/** Phrases bureaus use in their result letters, and what each tells the consumer. */
const signals: { signal: TextSignal; phrase: RegExp; meaning: string }[] = [
  {
    signal: 'verified',
    // "could not be verified" means the opposite, so a negation before the word does not count.
    phrase:
      /(?<!\bnot\s(?:be\s)?)\b(?:verified|confirmed)\b|meets? (?:the )?FCRA requirements|reported accurately/i,
    meaning: 'The furnisher confirmed the information as reported',
  },
  {
    signal: 'frivolous',
    phrase: /\bfrivolous\b|\birrelevant\b/i,
    meaning:
      'The bureau treated the dispute as frivolous or irrelevant and did not reinvestigate it (FCRA section 611(a)(3))',
  },
  {
    signal: 'insufficient',
    phrase:
      /insufficient information|not enough information|unable to (?:locate|identify)|(?:additional|more) information (?:is )?(?:needed|required)/i,
    meaning:
      'The bureau says the dispute did not give enough information to identify the item or what is wrong',
  },
  {
    signal: 'noChange',
    phrase: /\bno changes?\b|\bunchanged\b|will remain|remains? as reported/i,
    meaning: 'The bureau made no change to the item',
  },
  {
    signal: 'updated',
    phrase: /\bupdated\b|\bmodified\b|\b(?:was|were|has been|have been) changed\b|\bcorrected\b/i,
    meaning: 'The bureau changed the item rather than removing it, so it is still reported',
  },
  {
    signal: 'deleted',
    phrase: /(?<!\bnot\s(?:be\s)?)\b(?:deleted|removed)\b/i,
    meaning:
      'Part of the disputed information was deleted; what remains is still reported and needs checking',
  },
  {
    signal: 'repeat',
    phrase:
      /substantially the same|previously (?:disputed|investigated)|already (?:been )?(?:disputed|investigated|reinvestigated)|duplicate/i,
    meaning: 'The bureau regards the dispute as a repeat of an earlier one without new information',
  },
  {
    signal: 'thirdParty',
    phrase: /third[- ]party|credit repair|not (?:been )?(?:sent|submitted|made) by you/i,
    meaning: 'The bureau questions whether the dispute came from you personally',
  },
];

/** The signals found in the bureau's own words, in the order above. */
export function signalsIn(responseText: string): TextSignal[] {
  return signals.filter((s) => s.phrase.test(responseText)).map((s) => s.signal);
}

/** What each kind of answer means in itself, before reading the bureau's words. */
const typeMeaning: Record<BureauResponseType, string | null> = {
  VERIFIED: 'The furnisher confirmed the information as reported',
  FRIVOLOUS:
    'The bureau treated the dispute as frivolous or irrelevant and did not reinvestigate it (FCRA section 611(a)(3))',
  PARTIAL: 'Only part of the disputed information was changed; the rest was kept as reported',
  UPDATED: 'The item was updated, not deleted: it is still reported in a changed form',
  DELETED: null,
};

/**
 * Why the dispute did not end in deletion: what the response type says, then what the bureau's text adds.
 * A deletion is no rejection, so it has none, whatever else the letter says.
 */
export function rejectionReasonsFor(responseType: BureauResponseType, responseText: string): string[] {
  const own = typeMeaning[responseType];
  if (own === null) return [];
  const found = signals.filter((s) => s.phrase.test(responseText)).map((s) => s.meaning);
  return [...new Set([own, ...found])];
}

/** Signals that fit each answer, and signals that would contradict it (the type may have been picked in error). */
export const signalsAgreeingWith: Record<BureauResponseType, readonly TextSignal[]> = {
  VERIFIED: ['verified', 'noChange'],
  FRIVOLOUS: ['frivolous', 'insufficient', 'repeat', 'thirdParty'],
  PARTIAL: ['updated', 'deleted', 'verified'],
  UPDATED: ['updated'],
  DELETED: ['deleted'],
};
export const signalsContradicting: Record<BureauResponseType, readonly TextSignal[]> = {
  VERIFIED: ['deleted', 'frivolous'],
  FRIVOLOUS: ['verified', 'deleted', 'updated'],
  PARTIAL: ['frivolous'],
  UPDATED: ['frivolous'],
  DELETED: ['verified', 'noChange', 'frivolous'],
};
