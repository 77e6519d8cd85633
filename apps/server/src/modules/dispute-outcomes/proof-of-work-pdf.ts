import { plural } from '@app/contracts/common/plural';
import { mailedLetterLine } from '@app/contracts/outcome-words';
import { sectionedPdf } from '../../platform/documents/text-pdf';

/**
 * The month's proof of work as a PDF the consumer can keep: every letter mailed with its date and
 * certified number, every answer, every item deleted or updated, and the score readings. Each
 * section says so when it is empty, so a short month still reads as a complete record.
 */
export function proofOfWorkPdf(input: {
  person: string;
  monthName: string;
  letters: {
    day: string;
    bureau: string;
    creditor: string;
    roundNumber: number;
    trackingNumber: string | null;
  }[];
  answers: { day: string; bureau: string; answer: string }[];
  changes: { day: string; creditor: string; text: string }[];
  scores: { day: string; score: number }[];
  generatedOn: string;
}) {
  const title = `Proof of work: ${input.monthName}`;
  return sectionedPdf(title, [
    `For ${input.person}`,
    '',
    `${plural(input.letters.length, 'letter')} mailed, ${plural(input.answers.length, 'answer')} received, ${plural(input.changes.length, 'item')} deleted or updated.`,
    '',
    {
      heading: 'Letters mailed',
      lines: input.letters.map((l) => mailedLetterLine(l, l.bureau, l.creditor)),
      none: 'No letters were mailed this month.',
    },
    {
      heading: 'Answers received',
      lines: input.answers.map((a) => `${a.day}  ${a.bureau}  ${a.answer}`),
      none: 'No answers arrived this month.',
    },
    {
      heading: 'Items deleted or updated',
      lines: input.changes.map((c) => `${c.day}  ${c.creditor}: ${c.text}`),
      none: 'No item was deleted or updated this month.',
    },
    {
      heading: 'Score history',
      lines: input.scores.map((s) => `${s.day}  ${s.score}`),
      none: 'No score readings yet.',
    },
    `Made ${input.generatedOn}.`,
  ]);
}
