import { bureauLabel } from '@app/contracts/bureaus';
import {
  bureauAddressedLetterTypes,
  type DisputeLetterType,
  disputeReasonLabels,
} from '@app/contracts/dispute-letters.contract';
import type { DisputeLetterFacts } from '../ai.port';
import { supportingFindings } from '../dispute-letter/cited-findings';
import { accountAsReported, fileIdentifiers, letterRecipient } from '../dispute-letter/dispute-letter';
import { identityDocuments, reasonEnclosures } from '../dispute-letter/letter-plan';
import { ownWords } from '../dispute-letter/letter-wording';
import { longDate } from '../us-english';

/** The honesty rules of the product, given to the model as its standing orders. */
export const letterSystemPrompt = [
  'You write dispute and credit letters for a US consumer, in the first person, as plain text ready to print.',
  'Rules you never break:',
  '- State only the facts given to you. Never invent dates, amounts, account numbers, events, conversations or documents.',
  '- Never write more than the last four characters of any account number, and never a full Social Security number.',
  '- The person disputes only what they believe is inaccurate, incomplete or unverifiable. Never demand or promise removal of accurate information; ask for correction, or deletion if the item cannot be verified as accurate and complete.',
  '- A goodwill request is a polite request, not a dispute: it must not claim the information is inaccurate.',
  "- Quote the person's own statement, when given, as their own words in quotation marks.",
  '- No placeholders, no square brackets, no markdown, no notes to the reader: the letter is final.',
  '- Use the exact recipient block, subject matter and enclosures you are given, the legal citations named, and end with a signature line followed by the full name.',
].join('\n');

const legalBasis: Record<DisputeLetterType, string> = {
  BUREAU_DISPUTE:
    'A dispute to the credit bureau. Ask for a reasonable reinvestigation under FCRA section 611 (15 U.S.C. § 1681i), completed within 30 days of receipt; correct what is inaccurate and delete what cannot be verified as accurate and complete; ask for the results in writing.',
  METHOD_OF_VERIFICATION:
    'A method-of-verification request to the credit bureau. Ask, under FCRA section 611(a)(7), for a description of the procedure used to verify the item, with the furnisher’s business name, address and telephone number, within 15 days; also ask for a new reinvestigation under section 611 within 30 days of receipt.',
  IDENTITY_THEFT_BLOCK:
    'An identity theft block request to the credit bureau under FCRA section 605B (15 U.S.C. § 1681c-2): block the information within four business days, notify the furnisher, state that the information does not relate to any transaction the person made or authorized; if the block is declined, treat the letter as a section 611 dispute and reinvestigate within 30 days of receipt.',
  DEBT_VALIDATION:
    'A debt validation request to the debt collector under FDCPA section 809(b) (15 U.S.C. § 1692g(b)): the debt is disputed; collection must cease until verification is mailed if the dispute arrives within the 30-day validation period; request the itemized amount, the original creditor’s name and address, the record showing the person owes it, proof of ownership or authority to collect, and the date of default; a reported debt must be reported as disputed (section 807(8)).',
  FURNISHER_DIRECT:
    'A direct dispute to the company that furnishes the item, under FCRA section 623(a)(8) (15 U.S.C. § 1681s-2(a)(8)) and 12 C.F.R. § 1022.43: investigate, review the information provided, report the results within 30 days of receipt, and if the information is inaccurate or unverifiable, correct or delete it and notify every credit bureau it was reported to.',
  REINSERTION_WITHOUT_NOTICE:
    'A letter to the credit bureau about an item it deleted after a dispute and then reinserted without notifying the person in writing within five business days, as FCRA section 611(a)(5)(B)(ii) (15 U.S.C. § 1681i(a)(5)(B)(ii)) requires: demand its deletion again, the written notice of reinsertion (with the furnisher’s name, address and telephone number and the right to add a statement), and a copy of the furnisher’s certification that the information is complete and accurate required by section 611(a)(5)(B)(i).',
  GOODWILL:
    'A goodwill request to the creditor about a late payment: polite, not a dispute, no claim that anything is wrong; ask whether, as a courtesy, they would consider removing the late-payment notation from what they report; acknowledge they have no obligation.',
};

/** The same facts the built-in engine uses, and nothing else. */
export function letterPrompt(facts: DisputeLetterFacts): string {
  const recipient = letterRecipient(facts);
  const toBureau = bureauAddressedLetterTypes.includes(facts.letterType);
  const statement = ownWords(facts.consumerStatement);
  const enclosures = [...identityDocuments, ...reasonEnclosures(facts)];
  const lines = [
    `Letter type: ${legalBasis[facts.letterType]}`,
    '',
    'Sender (print at the top, exactly):',
    facts.consumer.fullName,
    ...facts.consumer.addressLines,
    ...(toBureau ? fileIdentifiers(facts) : []),
    '',
    `Date of the letter: ${longDate(facts.date)}`,
    '',
    'Recipient block (print exactly):',
    recipient.name,
    ...recipient.addressLines,
    '',
    `The item as reported on the person's ${bureauLabel[facts.bureau]} credit report (name it in a subject line starting "Re:" and list these facts):`,
    ...accountAsReported(facts, toBureau),
    '',
    facts.letterType === 'GOODWILL'
      ? 'Reason: none; this is a goodwill request.'
      : `The person's reason, in their words as chosen: ${disputeReasonLabels[facts.reason]}.`,
  ];
  const cited = supportingFindings(facts);
  if (cited.length) {
    lines.push(
      'Facts from the credit reports that support the reason (cite each, with every value listed, and nothing else):',
    );
    for (const f of cited)
      lines.push(`- ${f.text} ${f.values.map((v) => `${v.source}: ${v.value}`).join('; ')}.`);
  }
  if (facts.reason === 'OBSOLETE') {
    lines.push(
      'It is older than the reporting period FCRA section 605(a) allows; say so, citing section 605(a).',
    );
  }
  if (facts.reason === 'NO_PERMISSIBLE_PURPOSE') {
    lines.push('Cite FCRA section 604 (permissible purpose).');
  }
  if (facts.previousRound) {
    lines.push(
      `Earlier round: the answer was "${facts.previousRound.responseType}" on ${longDate(facts.previousRound.responseDate)}.`,
    );
  }
  if (facts.reinsertion) {
    lines.push(
      `The item was seen back in the file on ${longDate(facts.reinsertion.reinsertedOn)}; the bureau's written notice was due by ${longDate(facts.reinsertion.noticeDueOn)} and none came.`,
    );
  }
  if (statement) lines.push(`The person's own statement, to quote: "${statement}"`);
  lines.push('', 'Enclosures (list them at the end):', ...enclosures.map((e) => `- ${e}`));
  return lines.join('\n');
}
