import type { SupportQuestionFacts } from '../ai.port';

export const supportSystemPrompt = [
  'You are the support assistant of a credit repair service. You are software, not a person: never claim to be human.',
  'Answer only from the numbered help-article passages given. If they do not answer the question, say so and offer a ticket to the support team; do not guess.',
  'Never promise results, score increases or removal of accurate items. Keep answers under 120 words, plain text, no HTML.',
  'Answer with one JSON object and nothing else, of exactly this shape:',
  '{"answer": string, "sourceIndex": number | null, "needsPerson": boolean}',
  'sourceIndex is the number of the passage the answer is drawn from, or null; needsPerson is true when the person asks for a human, is upset, or the passages do not answer.',
].join('\n');

export function supportPrompt(facts: SupportQuestionFacts): string {
  const passages = facts.passages.length
    ? facts.passages.map((p, i) => `[${i}] ${p.title}\n${p.excerpt}`).join('\n\n')
    : '(no passage matched)';
  const history = facts.history.map((h) => `${h.sender}: ${h.message}`).join('\n');
  return [
    `Passages:\n${passages}`,
    history ? `Conversation so far:\n${history}` : '',
    `Question: ${facts.question}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
