import type { DisputeLetterFacts } from '../ai.port';
import { longDate } from '../us-english';

/** What a letter type says, in order; the letter assembles it between the address blocks and the signature. */
export interface LetterPlan {
  subject: string;
  salutation: string;
  opening: string;
  /** Heading over the account as reported. */
  accountHeading: string;
  /** The person's position on the item; a goodwill request states none. */
  reason: string | null;
  requests: string[];
  closing: string;
  signOff: string;
  extraEnclosures: string[];
}

export const identityDocuments = [
  "A copy of my government-issued photo ID (driver's license, state ID or passport)",
  'Proof of my current address (a recent utility bill or bank statement)',
] as const;

/** Enclosures a reason calls for, whichever letter carries it. */
export function reasonEnclosures(facts: DisputeLetterFacts): string[] {
  const list: string[] = [];
  if (facts.reason === 'IDENTITY_THEFT' || facts.letterType === 'IDENTITY_THEFT_BLOCK') {
    list.push('A copy of my FTC Identity Theft Report (IdentityTheft.gov)');
  }
  if (facts.reason === 'PAID_NOT_UPDATED') {
    list.push('Proof of payment (a paid-in-full letter or a bank statement showing the payment)');
  }
  if (facts.previousRound) {
    list.push(
      `A copy of the response to my earlier dispute, dated ${longDate(facts.previousRound.responseDate)}`,
    );
  }
  return list;
}
