import type { BureauAnswerLetter } from '@app/contracts/bureau-answer-letters.contract';
import { bureauLabel } from '@app/contracts/bureaus';

const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** A calendar day (yyyy-mm-dd) as the reader writes it, on the day it names whatever the zone. */
const dayWords = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return longDate.format(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
};

/** "Equifax's letter of March 3, 2026", with what could not be read left out. */
export const letterTitle = (letter: Pick<BureauAnswerLetter, 'bureau' | 'letterDate' | 'fileName'>) => {
  const who = letter.bureau ? `${bureauLabel[letter.bureau]}’s letter` : 'Bureau letter';
  return letter.letterDate ? `${who} of ${dayWords(letter.letterDate)}` : `${who} (${letter.fileName})`;
};
