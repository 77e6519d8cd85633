import { bureauLabel, bureaus } from '@app/contracts/bureaus';
import { bureauAddressedLetterTypes, type DisputeLetterType } from '@app/contracts/dispute-letters.contract';
import type { DisputeLetterFacts } from '../ai.port';
import { longDate, usd } from '../us-english';
import {
  bureauDisputePlan,
  identityTheftBlockPlan,
  methodOfVerificationPlan,
  reinsertionWithoutNoticePlan,
} from './bureau-letter-plans';
import { citedFindings } from './cited-findings';
import { debtValidationPlan, furnisherDirectPlan, goodwillPlan } from './creditor-letter-plans';
import { assertLetterFits } from './letter-fit';
import { identityDocuments, type LetterPlan, reasonEnclosures } from './letter-plan';
import { itemDescriptions, itemNoun, lastFour, ownWords, reasonTopics } from './letter-wording';
import { type ChoosePhrasing, phrasingFor } from './phrasing';

const plans: Record<DisputeLetterType, (facts: DisputeLetterFacts, choose: ChoosePhrasing) => LetterPlan> = {
  BUREAU_DISPUTE: bureauDisputePlan,
  METHOD_OF_VERIFICATION: methodOfVerificationPlan,
  IDENTITY_THEFT_BLOCK: identityTheftBlockPlan,
  DEBT_VALIDATION: debtValidationPlan,
  FURNISHER_DIRECT: furnisherDirectPlan,
  GOODWILL: goodwillPlan,
  REINSERTION_WITHOUT_NOTICE: reinsertionWithoutNoticePlan,
};

/** Who the letter goes to: a bureau's published dispute address, never one typed in; else the person's recipient. */
export function letterRecipient(facts: DisputeLetterFacts): { name: string; addressLines: string[] } {
  if (bureauAddressedLetterTypes.includes(facts.letterType)) {
    const b = bureaus[facts.bureau];
    return { name: b.name, addressLines: [...b.disputeAddress] };
  }
  const lines = facts.recipient.addressLines.map((l) => l.trim()).filter((l) => l !== '');
  return { name: facts.recipient.name.trim() || facts.account.creditor, addressLines: lines };
}

/** A complete plain-text letter, ready to print, from the facts alone. Paragraphs are single lines. */
export function disputeLetter(facts: DisputeLetterFacts): string {
  assertLetterFits(facts);
  const choose = phrasingFor(facts);
  const plan = plans[facts.letterType](facts, choose);
  const recipient = letterRecipient(facts);
  const statement = ownWords(facts.consumerStatement);
  const toBureau = bureauAddressedLetterTypes.includes(facts.letterType);

  const blocks: string[][] = [
    [facts.consumer.fullName, ...facts.consumer.addressLines, ...(toBureau ? fileIdentifiers(facts) : [])],
    [longDate(facts.date)],
    [recipient.name, ...recipient.addressLines],
    [subjectLine(plan, facts)],
    [plan.salutation],
    [plan.opening],
    [plan.accountHeading, ...accountAsReported(facts, toBureau, choose)],
  ];
  if (plan.reason) {
    blocks.push([plan.reason]);
    blocks.push(...citedFindings(facts, choose));
  }
  if (statement) {
    const lead = choose('statement', [
      'In my own words:',
      'My statement about this item:',
      'As I would put it myself:',
    ]);
    blocks.push([`${lead} "${statement}"`]);
  }
  for (const request of plan.requests) blocks.push([request]);
  blocks.push([plan.closing]);
  blocks.push([plan.signOff, '', '', '______________________________', facts.consumer.fullName]);
  const enclosures = [...identityDocuments, ...plan.extraEnclosures, ...reasonEnclosures(facts)];
  blocks.push(['Enclosures:', ...enclosures.map((e) => `- ${e}`)]);

  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}

/** The subject names the dispute's topic too, unless it already does; a goodwill request states no reason. */
function subjectLine(plan: LetterPlan, facts: DisputeLetterFacts): string {
  const topic = reasonTopics[facts.reason];
  if (!plan.reason || plan.subject.toLowerCase().includes(topic)) return plan.subject;
  return `${plan.subject} (${topic})`;
}

/** Bureaus find a file by name, address, date of birth and SSN; only what the person gave is printed. */
export function fileIdentifiers(facts: DisputeLetterFacts): string[] {
  const lines: string[] = [];
  if (facts.consumer.dateOfBirth) lines.push(`Date of birth: ${longDate(facts.consumer.dateOfBirth)}`);
  const ssn = lastFour(facts.consumer.ssnLast4 ?? null);
  if (ssn && /^\d{4}$/.test(ssn)) lines.push(`Social Security number: last four digits ${ssn}`);
  return lines;
}

const accountLabels = [
  {
    creditor: 'Creditor',
    number: 'Account number',
    kind: 'Type of item',
    amount: 'Amount reported',
    date: 'Date reported',
  },
  {
    creditor: 'Reported by',
    number: 'Account',
    kind: 'Kind of item',
    amount: 'Balance shown',
    date: 'Reported on',
  },
  {
    creditor: 'Furnisher',
    number: 'Account',
    kind: 'Item type',
    amount: 'Amount shown',
    date: 'Date on the report',
  },
] as const;

/** Only the facts present; a missing amount or date is left out, never guessed. */
export function accountAsReported(
  facts: DisputeLetterFacts,
  toBureau: boolean,
  choose?: ChoosePhrasing,
): string[] {
  const { account } = facts;
  const isInquiry = account.type === 'INQUIRY';
  const label = choose ? choose('labels', accountLabels) : accountLabels[0];
  const isRecord = itemNoun(account.type) === 'record';
  const lines = [
    `${isInquiry ? 'Company that made the inquiry' : isRecord ? 'Court' : label.creditor}: ${account.creditor}`,
  ];
  // A court record is found by its case number, printed whole (it is public); an account by its last four.
  if (isRecord && account.caseNumber) lines.push(`Case number: ${account.caseNumber}`);
  const tail = lastFour(account.accountNumberLast4);
  if (tail) lines.push(`${label.number}: ending in ${tail}`);
  lines.push(`${label.kind}: ${itemDescriptions[account.type]}`);
  if (account.amount) lines.push(`${label.amount}: ${usd(account.amount)}`);
  if (account.dateReported) {
    lines.push(`${isInquiry ? 'Date of inquiry' : label.date}: ${longDate(account.dateReported)}`);
  }
  if (!toBureau) lines.push(`Appears on: my ${bureauLabel[facts.bureau]} credit report`);
  return lines.map((l) => `  ${l}`);
}
