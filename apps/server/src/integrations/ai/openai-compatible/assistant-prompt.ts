import type { AssistantTurnFacts } from '../ai.port';

/** Enough of each attachment for the model to read a bureau's letter; the rest stays in the vault. */
const attachmentChars = 4_000;
const historyTurns = 6;

export const assistantSystemPrompt = [
  'You are the AI Assistant of a credit repair service. You are software, not a person: never claim to be human.',
  "Answer the person's message in plain text (no HTML, no Markdown headings), under 180 words.",
  "Use only the facts given: the person's open credit items, the text of what they attached, and what the service did this turn.",
  "The service's own reply is given: keep every fact in it (each item's result, each next step) and you may explain them more clearly.",
  'Never promise results, score increases or the removal of accurate items. Never print an account number beyond its last four digits.',
  'Say a letter was drafted only when the facts say one was; the person must approve a letter before anything is mailed.',
].join('\n');

const itemLine = (i: AssistantTurnFacts['items'][number]) =>
  `- ${i.creditor}${i.accountNumberLast4 ? ` (ending ${i.accountNumberLast4})` : ''}: ${i.title} [${i.status.toLowerCase()}]`;

export function assistantPrompt(facts: AssistantTurnFacts): string {
  const items = facts.items.length ? facts.items.map(itemLine).join('\n') : '(no open items)';
  const attachments = facts.attachments.length
    ? facts.attachments.map((a) => `--- ${a.name} ---\n${a.text.slice(0, attachmentChars)}`).join('\n\n')
    : '(none)';
  const history = facts.history
    .slice(-historyTurns)
    .map((h) => `${h.role}: ${h.content}`)
    .join('\n');
  const letter = facts.letterDraftedAbout
    ? `${facts.letterDraftedAbout.creditor}${facts.letterDraftedAbout.accountNumberLast4 ? ` (ending ${facts.letterDraftedAbout.accountNumberLast4})` : ''}`
    : 'none';
  return [
    `Open credit items:\n${items}`,
    `Attachments:\n${attachments}`,
    history ? `Conversation so far:\n${history}` : '',
    `Letter drafted this turn about: ${letter}`,
    `The service's own reply:\n${facts.builtinReply}`,
    `Message: ${facts.message}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
