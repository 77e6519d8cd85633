import { type BureauAnalysisDraft, bureauAnalysisDraft } from '@app/contracts/bureau-responses.contract';
import { bureauLabel } from '@app/contracts/bureaus';
import { addCalendarDays } from '@app/contracts/follow-up';
import type { BureauResponseFacts } from '../ai.port';
import { namedItem } from '../dispute-letter/letter-wording';
import { longDate } from '../us-english';
import { confidenceScoreFor, successProbabilityFor } from './likelihood';
import { nextRoundLetter } from './next-round-letter';
import { deletionCheckDays, lateAnswerAction, recommendedActionsFor } from './recommended-actions';
import { type NextLetterType, nextLetterTypeFor, strategyByResponse } from './response-strategy';
import { rejectionReasonsFor } from './response-text';

/** The built-in reading of a bureau's answer: the next step, its legal footing and its letter, from the facts alone. */
export function bureauResponseAnalysis(facts: BureauResponseFacts): BureauAnalysisDraft {
  const nextLetterType = nextLetterTypeFor(facts);
  const late = lateAnswerAction(facts);
  return bureauAnalysisDraft.parse({
    successProbability: successProbabilityFor(facts),
    confidenceScore: confidenceScoreFor(facts),
    strategyType: strategyByResponse[facts.responseType],
    summary: summaryFor(facts, nextLetterType),
    rejectionReasons: rejectionReasonsFor(facts.responseType, facts.responseText),
    recommendedActions: [...recommendedActionsFor(facts), ...(late ? [late] : [])],
    nextDisputeTemplate: nextRoundLetter(facts, nextLetterType),
    nextLetterType,
  });
}

/** Two or three sentences about this answer: who, which item, when, what comes next and by when. */
function summaryFor(facts: BureauResponseFacts, nextLetterType: NextLetterType | null): string {
  const bureau = bureauLabel[facts.bureau];
  const item = facts.account ? namedItem(facts.account) : 'the disputed item';
  const on = longDate(facts.responseDate);
  switch (facts.responseType) {
    case 'VERIFIED':
      return nextLetterType === 'METHOD_OF_VERIFICATION'
        ? `${bureau} answered on ${on} that ${item} was verified as reported. The next step is a method-of-verification request under FCRA section 611(a)(7), which ${bureau} must answer within 15 days of receiving it, together with a direct dispute to ${facts.account?.creditor ?? 'the furnisher'} under section 623(a)(8).`
        : `${bureau} answered on ${on} that ${item} was verified as reported. The next step is a renewed dispute with documents, which ${bureau} must reinvestigate within 30 days of receiving it (FCRA section 611(a)(1)).`;
    case 'FRIVOLOUS':
      return `${bureau} declined on ${on} to investigate your dispute of ${item}, calling it frivolous or irrelevant. FCRA section 611(a)(3) allows that only with a notice within 5 business days saying why; the next step is a rewritten, specific dispute with documents, which ${bureau} must reinvestigate within 30 days of receiving it.`;
    case 'PARTIAL':
      return `${bureau} changed part of ${item} on ${on} and kept the rest. Check what remains on the updated report it must send you (FCRA section 611(a)(6)), then dispute what is still inaccurate; ${bureau} has 30 days from receiving that dispute to reinvestigate.`;
    case 'UPDATED':
      return `${bureau} updated ${item} on ${on} instead of deleting it. Check the updated entry on the report it must send you (FCRA section 611(a)(6)), then dispute what is still inaccurate; ${bureau} has 30 days from receiving that dispute to reinvestigate.`;
    case 'DELETED':
      return `${bureau} deleted ${item} on ${on}. Check your report again on ${longDate(addCalendarDays(facts.responseDate, deletionCheckDays))} to confirm it stays gone; if it is ever reinserted, ${bureau} must tell you in writing within 5 business days (FCRA section 611(a)(5)(B)).`;
  }
}
