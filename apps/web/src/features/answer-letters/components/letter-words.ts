import type { BureauAnswerLetter } from '@app/contracts/bureau-answer-letters.contract';
import { bureauLabel } from '@app/contracts/bureaus';
import { personDate } from '@app/contracts/common/person-dates';

/** "Equifax's letter of March 3, 2026", with what could not be read left out. */
export const letterTitle = (letter: Pick<BureauAnswerLetter, 'bureau' | 'letterDate' | 'fileName'>) => {
  const who = letter.bureau ? `${bureauLabel[letter.bureau]}’s letter` : 'Bureau letter';
  return letter.letterDate ? `${who} of ${personDate(letter.letterDate)}` : `${who} (${letter.fileName})`;
};
