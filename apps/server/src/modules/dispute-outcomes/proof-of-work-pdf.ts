import { plural } from '@app/contracts/common/plural';
import { textToPdf } from '../../platform/documents/text-pdf';

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
  const section = (heading: string, lines: string[], none: string) => [
    heading,
    ...(lines.length ? lines.map((l) => `  ${l}`) : [`  ${none}`]),
    '',
  ];
  const text = [
    title,
    `For ${input.person}`,
    '',
    `${plural(input.letters.length, 'letter')} mailed, ${plural(input.answers.length, 'answer')} received, ${plural(input.changes.length, 'item')} deleted or updated.`,
    '',
    ...section(
      'Letters mailed',
      input.letters.map(
        (l) =>
          `${l.day}  ${l.bureau}  ${l.creditor}  round ${l.roundNumber}  certified number ${l.trackingNumber ?? 'none (mailed without tracking)'}`,
      ),
      'No letters were mailed this month.',
    ),
    ...section(
      'Answers received',
      input.answers.map((a) => `${a.day}  ${a.bureau}  ${a.answer}`),
      'No answers arrived this month.',
    ),
    ...section(
      'Items deleted or updated',
      input.changes.map((c) => `${c.day}  ${c.creditor}: ${c.text}`),
      'No item was deleted or updated this month.',
    ),
    ...section(
      'Score history',
      input.scores.map((s) => `${s.day}  ${s.score}`),
      'No score readings yet.',
    ),
    `Made ${input.generatedOn}.`,
  ].join('\n');
  const headings = new Set([
    title,
    'Letters mailed',
    'Answers received',
    'Items deleted or updated',
    'Score history',
  ]);
  return textToPdf(text, { title, bold: (line) => headings.has(line) });
}
