import { mailedLetterLine } from '@app/contracts/outcome-words';
import { sectionedPdf } from '../../platform/documents/text-pdf';

/**
 * The CFPB complaint packet as a PDF the consumer reads and files themselves at
 * consumerfinance.gov: a narrative in their own voice, built only from the facts on file (the
 * item, every letter with its mailed day and certified number, the answers and what the bureau's
 * next report showed), then the same facts as a list of receipts to attach.
 */
export function complaintPacketPdf(input: {
  person: string;
  address: string[];
  bureau: string;
  item: { creditor: string; accountLast4: string | null };
  /** Why the complaint is due, as the suggestion says it. */
  why: string;
  letters: {
    day: string;
    roundNumber: number;
    trackingNumber: string | null;
    deliveredOn: string | null;
    answerDueOn: string;
  }[];
  answers: { day: string; answer: string }[];
  results: { day: string; result: string }[];
  madeOn: string;
}) {
  const title = `Complaint about ${input.bureau}: draft for the CFPB`;
  const account = `${input.item.creditor}${input.item.accountLast4 ? ` (account ending ${input.item.accountLast4})` : ''}`;
  const letterSentence = (l: (typeof input.letters)[number]) =>
    `On ${l.day} I mailed ${input.bureau} a dispute letter (round ${l.roundNumber})${l.trackingNumber ? ` by certified mail, number ${l.trackingNumber}` : ''}${l.deliveredOn ? `, delivered on ${l.deliveredOn}` : ''}; its answer was due by ${l.answerDueOn}.`;
  const narrative = [
    `I am ${input.person}. I disputed the item ${account} on my ${input.bureau} credit report because I believe it is inaccurate or cannot be verified.`,
    ...input.letters.map(letterSentence),
    ...input.answers.map((a) => `On ${a.day} ${input.bureau} answered: ${a.answer}.`),
    ...input.results.map((r) => `On ${r.day} my ${input.bureau} report showed the item as: ${r.result}.`),
    input.why,
    `I ask the CFPB to have ${input.bureau} complete a reasonable investigation, tell me how it verified the item including whom it contacted, and delete the item if it cannot be verified.`,
  ];
  return sectionedPdf(title, [
    `${input.person}, ${input.address.join(', ')}`,
    '',
    'Read this draft, change anything that is not right in your own words, and file it yourself at consumerfinance.gov/complaint. Attach copies of your letters and mail receipts.',
    '',
    { heading: 'What happened', paragraphs: narrative },
    {
      heading: 'Letters and receipts',
      lines: input.letters.map((l) => mailedLetterLine(l)),
      none: 'No letters on file.',
    },
    {
      heading: 'Answers received',
      lines: input.answers.map((a) => `${a.day}  ${a.answer}`),
      none: 'No answer was received.',
    },
    `Made ${input.madeOn}.`,
  ]);
}
