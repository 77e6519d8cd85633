/** Below this the assistant is not sure enough of its answer and offers a person. */
const escalationConfidence = 0.5;
/** At or below this the person is upset enough to be offered a person. */
export const escalationSentiment = -0.4;

const askForPerson =
  /\b(human|real person|a person|someone real|live agent|agent|representative|operator|speak to (someone|somebody)|talk to (someone|somebody)|call me|customer service|support team|manager)\b/i;

export const asksForPerson = (text: string) => askForPerson.test(text);

/**
 * Confidence from retrieval: the share of the question's search terms the best article contains,
 * with less weight when only one term matched (a single shared word is weak evidence).
 */
export function retrievalConfidence(best: { matched: number; terms: number } | undefined): number {
  if (!best || best.terms === 0 || best.matched === 0) return 0.15;
  const coverage = Math.min(1, best.matched / best.terms);
  const evidence = best.matched >= 2 ? 1 : 0.7;
  return Math.round(Math.min(0.9, (0.15 + 0.75 * coverage) * evidence) * 100) / 100;
}

export function shouldEscalate(a: {
  confidence: number;
  sentiment: number;
  question: string;
  engineWantsPerson: boolean;
}): boolean {
  return (
    a.confidence < escalationConfidence ||
    a.sentiment <= escalationSentiment ||
    asksForPerson(a.question) ||
    a.engineWantsPerson
  );
}
