import type { BureauAnalysisDraft, BureauResponseType } from '@app/contracts/bureau-responses.contract';
import { letterTypesByIssueType } from '@app/contracts/dispute-letters.contract';
import type { BureauResponseFacts } from '../ai.port';

export type StrategyType = BureauAnalysisDraft['strategyType'];
export type NextLetterType = NonNullable<BureauAnalysisDraft['nextLetterType']>;

/** What each answer calls for: escalate a verification, rewrite a refusal, document what remains, watch a deletion. */
export const strategyByResponse: Record<BureauResponseType, StrategyType> = {
  VERIFIED: 'ESCALATION',
  FRIVOLOUS: 'REWRITE',
  PARTIAL: 'DOCUMENTATION',
  UPDATED: 'DOCUMENTATION',
  DELETED: 'VALIDATION',
};

/**
 * The next round's letter. A verification is answered with a method-of-verification request (FCRA 611(a)(7)),
 * unless the item's kind does not take one (an inquiry), where a renewed bureau dispute is the letter left.
 * A deletion needs no letter, only a check that the item stays gone.
 */
export function nextLetterTypeFor(facts: BureauResponseFacts): NextLetterType | null {
  switch (facts.responseType) {
    case 'DELETED':
      return null;
    case 'VERIFIED': {
      const fits =
        !facts.account || letterTypesByIssueType[facts.account.type].includes('METHOD_OF_VERIFICATION');
      return fits ? 'METHOD_OF_VERIFICATION' : 'BUREAU_DISPUTE';
    }
    default:
      return 'BUREAU_DISPUTE';
  }
}

/** The legal points behind each answer, in one place for the built-in wording and the model's instructions. */
export const legalPoints: Record<BureauResponseType, string> = {
  VERIFIED:
    'The bureau says the furnisher verified the item. Under FCRA section 611(a)(7) the consumer may ask how it was verified, and the bureau must describe the procedure, with the furnisher’s name, address and telephone number, within 15 days of receiving the request. The consumer may also dispute directly with the furnisher under FCRA section 623(a)(8), which must investigate and answer within 30 days. If no method of verification is provided, a complaint to the CFPB is the next step.',
  FRIVOLOUS:
    'The bureau refused to reinvestigate, calling the dispute frivolous or irrelevant. Under FCRA section 611(a)(3) it may do so only with a written notice within 5 business days of that decision, saying why and what information it needs. The answer is a rewritten dispute from the consumer personally, naming the specific inaccuracy, with documents: statements, proof of payment, ID and proof of address.',
  PARTIAL:
    'The bureau changed part of the item and kept the rest. Under FCRA section 611(a)(6) it must send the results in writing within 5 business days of finishing, with a free copy of the report if it changed. The consumer checks what remains on the updated report and disputes what is still inaccurate.',
  UPDATED:
    'The bureau updated the item instead of deleting it. Under FCRA section 611(a)(6) it must send the results in writing within 5 business days of finishing, with a free copy of the report. The consumer checks what remains on the updated report and disputes what is still inaccurate.',
  DELETED:
    'The bureau deleted the item. The consumer checks the report again after 30 days to confirm it stays gone. A deleted item may be reinserted only if the furnisher certifies it as accurate, and the bureau must notify the consumer in writing within 5 business days of reinserting it (FCRA section 611(a)(5)(B)). No letter is due.',
};
