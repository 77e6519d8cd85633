import type { SupportAnswerDraft, SupportQuestionFacts } from '../ai.port';

const noPassageAnswer =
  'I could not find this in our help articles, so I would rather not guess. Our support team can answer it: create a ticket and a person will reply here and by email.';

/**
 * The built-in engine's answer: the best retrieved passage, quoted as what the article says, with
 * its title. It adds nothing the article does not say and never speaks as a person.
 */
export function builtinSupportAnswer(facts: SupportQuestionFacts): SupportAnswerDraft {
  const best = facts.passages[0];
  if (!best) return { answer: noPassageAnswer, sourceIndex: null, needsPerson: true };
  const excerpt = best.excerpt.replace(/\s+/g, ' ').trim();
  return {
    answer: `Our help article “${best.title}” says:\n\n“${excerpt}”\n\nThe full article is linked below. If this does not answer your question, I can pass it to our support team.`,
    sourceIndex: 0,
    needsPerson: false,
  };
}
