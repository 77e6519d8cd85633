import type { AiPort } from './ai.port';
import { bureauResponseAnalysis } from './bureau-response/bureau-analysis';
import { analyzeCreditFile } from './credit-analysis/credit-analysis';
import { disputeLetter } from './dispute-letter/dispute-letter';
import { builtinSupportAnswer } from './support-answer/support-answer';

/** The default engine: rules and wording written for each letter type and reason, and support answers quoted from retrieved help articles; no model, no network. */
export function createBuiltinAi(): AiPort {
  return {
    engine: 'builtin',
    writeDisputeLetter: async (facts) => disputeLetter(facts),
    analyzeCredit: async (facts) => analyzeCreditFile(facts),
    analyzeBureauResponse: async (facts) => bureauResponseAnalysis(facts),
    // No model: the built-in rules are the whole reading.
    readCreditReport: async () => null,
    answerSupportQuestion: async (facts) => builtinSupportAnswer(facts),
    // The assistant's rules already wrote the reply from the same facts.
    replyToAssistantTurn: async (facts) => facts.builtinReply,
  };
}
