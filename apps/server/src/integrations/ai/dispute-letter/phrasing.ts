import type { DisputeLetterFacts } from '../ai.port';

/** Chooses one of several equivalent phrasings for a named place in the letter. */
export type ChoosePhrasing = <T>(slot: string, options: readonly T[]) => T;

// FNV-1a: stable across runs and machines, so the same facts always give the same letter.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Identical template letters read as bulk mail and are easily dismissed, so the wording follows the facts:
 * each place in the letter draws its own phrasing from a hash of the account, type, bureau and reason.
 */
export function phrasingFor(facts: DisputeLetterFacts): ChoosePhrasing {
  const seed = [
    facts.account.creditor,
    facts.account.type,
    facts.letterType,
    facts.bureau,
    facts.reason,
  ].join('|');
  return (slot, options) => {
    const choice = options[fnv1a(`${seed}#${slot}`) % options.length];
    if (choice === undefined) throw new Error(`No phrasing for ${slot}`);
    return choice;
  };
}
