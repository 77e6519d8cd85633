import type { BureauResponseType } from '@app/contracts/bureau-responses.contract';
import type { DisputeReason } from '@app/contracts/dispute-letters.contract';
import type { BureauResponseFacts } from '../ai.port';
import { signalsAgreeingWith, signalsContradicting, signalsIn } from './response-text';

/** Chance the next step ends with the item corrected or deleted (for a deletion: that it stays deleted). */
const baseSuccess: Record<BureauResponseType, number> = {
  VERIFIED: 35,
  FRIVOLOUS: 50,
  PARTIAL: 55,
  UPDATED: 55,
  DELETED: 85,
};

/** Reasons a document can prove: an FTC identity theft report, proof of payment, the reporting date. */
const documentedReasons: readonly DisputeReason[] = ['IDENTITY_THEFT', 'PAID_NOT_UPDATED', 'OBSOLETE'];

// Estimates, not promises: neither figure ever reaches 100 (or 0).
const clamp = (n: number, low: number, high: number) => Math.round(Math.min(high, Math.max(low, n)));

/**
 * successProbability = base for the response type (VERIFIED 35, FRIVOLOUS 50, PARTIAL/UPDATED 55, DELETED 85)
 * + 15 when the reason is one a document proves (identity theft, paid not updated, obsolete)
 * - 10 when the dispute was already in round 3 or later (furnishers that verified twice tend to verify again)
 * - 5 when the response is not tied to an account, so no letter can be prepared; kept within 5..95.
 */
export function successProbabilityFor(facts: BureauResponseFacts): number {
  let p = baseSuccess[facts.responseType];
  const previous = facts.previousDispute;
  if (previous && documentedReasons.includes(previous.reason)) p += 15;
  if (facts.responseType !== 'DELETED' && previous && previous.roundNumber >= 3) p -= 10;
  if (facts.responseType !== 'DELETED' && !facts.account) p -= 5;
  return clamp(p, 5, 95);
}

/**
 * confidenceScore = 55, how sure the engine is of its own reading
 * + 20 when the bureau's text uses words that fit the response type, - 20 when it uses words that contradict it
 * + 10 when the disputed account is known, + 5 when the earlier dispute's reason is known
 * - 10 when the text is under 40 characters (too little to read); kept within 10..95.
 */
export function confidenceScoreFor(facts: BureauResponseFacts): number {
  const found = signalsIn(facts.responseText);
  let c = 55;
  if (found.some((s) => signalsAgreeingWith[facts.responseType].includes(s))) c += 20;
  if (found.some((s) => signalsContradicting[facts.responseType].includes(s))) c -= 20;
  if (facts.account) c += 10;
  if (facts.previousDispute) c += 5;
  if (facts.responseText.trim().length < 40) c -= 10;
  return clamp(c, 10, 95);
}
