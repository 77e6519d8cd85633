import { bureauLabel } from '@app/contracts/bureaus';
import type { DisputeLetterFacts } from '../ai.port';
import { longDate } from '../us-english';
import type { LetterPlan } from './letter-plan';
import { humanize, itemNoun, namedItem } from './letter-wording';
import type { ChoosePhrasing } from './phrasing';
import { reasonParagraph } from './reason-paragraphs';

/** FCRA 611: the bureau reinvestigates within 30 days of receipt, and deletes what it cannot verify. */
export function bureauDisputePlan(facts: DisputeLetterFacts, choose: ChoosePhrasing): LetterPlan {
  const bureau = bureauLabel[facts.bureau];
  const item = namedItem(facts.account);
  const noun = itemNoun(facts.account.type);
  return {
    ...bureauCourtesies(facts, choose),
    subject: choose('subject', [
      `Re: Dispute of ${item}`,
      `Re: Request for reinvestigation of ${item}`,
      `Re: Disputed ${noun} on my ${bureau} credit file: ${item}`,
    ]),
    opening: choose('opening', [
      `I am writing to dispute an item on my ${bureau} credit report. The item is described below, exactly as it is reported.`,
      `My ${bureau} credit report contains an item that I dispute. I have listed it below as it appears on the report.`,
      `Having reviewed my ${bureau} credit report, I dispute the ${noun} described below.`,
    ]),
    accountHeading: choose('heading', [
      'The item, as reported:',
      'The disputed item as it appears on my report:',
      'Item in dispute:',
    ]),
    reason: reasonParagraph(facts, choose),
    requests: [
      choose('reinvestigation', [
        'Under section 611 of the Fair Credit Reporting Act (15 U.S.C. § 1681i), please conduct a reasonable reinvestigation of this item and complete it within 30 days of receiving this letter. If any part of it is inaccurate, please correct it; if you cannot verify it as accurate and complete, please delete it.',
        'I ask you to reinvestigate this item as section 611 of the Fair Credit Reporting Act (15 U.S.C. § 1681i) requires, within 30 days of your receipt of this dispute. Please correct whatever is inaccurate, and if you cannot verify the item as accurate and complete, delete it.',
        'Section 611 of the Fair Credit Reporting Act (15 U.S.C. § 1681i) requires you to reinvestigate a disputed item free of charge and to finish within 30 days of receiving the dispute. Please do so, correct anything that is inaccurate, and delete the item if it cannot be verified as accurate and complete.',
      ]),
      choose('furnisher', [
        'Please forward all relevant information in this letter and its enclosures to the company that furnished the item, as section 611(a)(2) requires, and send me written notice of the results and a free copy of my report if it changes, as section 611(a)(6) provides.',
        'As section 611(a)(2) requires, please pass this letter and its enclosures on to the furnisher of the item. When you are done, please send me the results in writing and, if my report changes, a copy of it (section 611(a)(6)).',
      ]),
    ],
    extraEnclosures: [`A copy of my ${bureau} credit report with this item marked`],
  };
}

/** FCRA 611(a)(7): after a reinvestigation the person may ask how the item was verified; the bureau has 15 days. */
export function methodOfVerificationPlan(facts: DisputeLetterFacts, choose: ChoosePhrasing): LetterPlan {
  const bureau = bureauLabel[facts.bureau];
  const item = namedItem(facts.account);
  const earlier = facts.previousRound;
  return {
    ...bureauCourtesies(facts, choose),
    subject: choose('subject', [
      `Re: Request for method of verification, ${item}`,
      `Re: Description of reinvestigation procedure requested for ${item}`,
    ]),
    opening: earlier
      ? choose('opening', [
          `On ${longDate(earlier.responseDate)} you told me the result of your reinvestigation of ${item}: ${humanize(earlier.responseType)}. I still dispute this item.`,
          `Your response dated ${longDate(earlier.responseDate)} to my dispute of ${item} was: ${humanize(earlier.responseType)}. I continue to dispute it, and I am writing to ask how it was verified.`,
        ])
      : choose('opening', [
          `I dispute ${item}, which remains on my ${bureau} credit report, and I am writing to ask how it was verified.`,
          `${item.charAt(0).toUpperCase()}${item.slice(1)} is still on my ${bureau} credit report. I dispute it and ask how its accuracy was determined.`,
        ]),
    accountHeading: choose('heading', ['The item, as reported:', 'The item in question:']),
    reason: reasonParagraph(facts, choose),
    requests: [
      choose('method', [
        'Under section 611(a)(7) of the Fair Credit Reporting Act (15 U.S.C. § 1681i(a)(7)), please send me a description of the procedure you used to determine the accuracy and completeness of this item, including the business name and address of any furnisher you contacted and, if reasonably available, its telephone number. The law provides for this within 15 days of receiving my request.',
        'Section 611(a)(7) of the Fair Credit Reporting Act (15 U.S.C. § 1681i(a)(7)) entitles me to a description of the procedure used to verify this item, with the business name, address and, if reasonably available, telephone number of each furnisher contacted. Please send it within 15 days of receiving this request.',
      ]),
      choose('reinvestigation', [
        'Please also reinvestigate this item again under section 611 (15 U.S.C. § 1681i) and complete that reinvestigation within 30 days of receiving this letter. If you cannot verify it as accurate and complete, please delete it; if part of it is inaccurate, please correct it.',
        'I also ask for a new reinvestigation under section 611 (15 U.S.C. § 1681i), completed within 30 days of receipt of this letter, taking into account what I have enclosed. Anything that cannot be verified as accurate and complete should be deleted, and anything inaccurate corrected.',
      ]),
    ],
    extraEnclosures: [],
  };
}

/** FCRA 605B: with an identity theft report the bureau blocks the item within four business days. */
export function identityTheftBlockPlan(facts: DisputeLetterFacts, choose: ChoosePhrasing): LetterPlan {
  const item = namedItem(facts.account);
  return {
    ...bureauCourtesies(facts, choose),
    subject: choose('subject', [
      `Re: Request to block identity theft information, ${item}`,
      `Re: Identity theft block under FCRA section 605B for ${item}`,
    ]),
    opening: choose('opening', [
      'I am writing to ask you to block information in my credit file that resulted from identity theft.',
      'Information in my credit file is the result of identity theft. I ask you to block it, as described below.',
    ]),
    accountHeading: choose('heading', [
      'The information to block, as reported:',
      'Information resulting from identity theft:',
    ]),
    reason: reasonParagraph(facts, choose),
    requests: [
      choose('block', [
        `Under section 605B of the Fair Credit Reporting Act (15 U.S.C. § 1681c-2), please block this information from my file within four business days of receiving this letter, and notify ${facts.account.creditor} that it may be the result of identity theft. This information does not relate to any transaction that I made or authorized.`,
        `This information does not relate to any transaction that I made or authorized. Section 605B of the Fair Credit Reporting Act (15 U.S.C. § 1681c-2) requires you to block it within four business days of receiving my identity theft report and proof of identity, both enclosed, and to notify ${facts.account.creditor} of the block.`,
      ]),
      choose('reinvestigation', [
        'If you decline or rescind the block, please tell me in writing and treat this letter as a dispute under section 611 (15 U.S.C. § 1681i): reinvestigate the item within 30 days of receiving it, and delete it if it cannot be verified as accurate and complete.',
        'Should you decline to block this information, please notify me in writing and reinvestigate it as a dispute under section 611 (15 U.S.C. § 1681i) within 30 days of receipt, deleting it if it cannot be verified as accurate and complete.',
      ]),
    ],
    extraEnclosures: [],
  };
}

/**
 * FCRA 611(a)(5)(B): an item deleted after a dispute may be put back only if its furnisher certifies
 * it complete and accurate (i), and the bureau must notify the consumer in writing within 5 business
 * days of reinstating it (ii), naming the furnisher. Without that notice the reinsertion is unlawful:
 * the letter demands deletion, the notice, and the furnisher's certification.
 */
export function reinsertionWithoutNoticePlan(facts: DisputeLetterFacts, choose: ChoosePhrasing): LetterPlan {
  const bureau = bureauLabel[facts.bureau];
  const item = namedItem(facts.account);
  const back = facts.reinsertion;
  const when = back ? ` on or about ${longDate(back.reinsertedOn)}` : '';
  const deadline = back ? `, that is by ${longDate(back.noticeDueOn)},` : '';
  return {
    ...bureauCourtesies(facts, choose),
    subject: choose('subject', [
      `Re: Reinsertion without notice of ${item}`,
      `Re: ${item.charAt(0).toUpperCase()}${item.slice(1)}, reinserted without the notice FCRA section 611(a)(5)(B) requires`,
    ]),
    opening: choose('opening', [
      `${item.charAt(0).toUpperCase()}${item.slice(1)} was deleted from my ${bureau} credit file after I disputed it. It appeared in my file again${when}.`,
      `After my dispute, you deleted ${item} from my ${bureau} credit file. It has since been put back${when}.`,
    ]),
    accountHeading: choose('heading', ['The item, as reported again:', 'The reinserted item:']),
    reason: choose('reason', [
      `I have received no written notice of the reinsertion within five business days of it${deadline} as section 611(a)(5)(B)(ii) of the Fair Credit Reporting Act (15 U.S.C. § 1681i(a)(5)(B)(ii)) requires.`,
      `Section 611(a)(5)(B)(ii) of the Fair Credit Reporting Act (15 U.S.C. § 1681i(a)(5)(B)(ii)) required you to notify me in writing within five business days of reinserting this item${deadline} and I received no such notice.`,
    ]),
    requests: [
      choose('deletion', [
        'Because the item was reinserted without the notice the law requires, please delete it from my file again now.',
        'As the reinsertion did not comply with section 611(a)(5)(B), please delete the item from my file again without delay.',
      ]),
      choose('certification', [
        'Section 611(a)(5)(B)(i) allows a deleted item to be reinserted only if its furnisher certifies that it is complete and accurate. Please send me a copy of that certification, with the business name, address and telephone number of the furnisher, as section 611(a)(5)(B)(ii) provides.',
        'Under section 611(a)(5)(B)(i), information deleted after a dispute may not be reinserted unless the person who furnished it certifies that it is complete and accurate. Please send me that certification, and the furnisher’s business name, address and telephone number (section 611(a)(5)(B)(ii)).',
      ]),
      choose('notice', [
        'Please also send me the written notice of reinsertion that section 611(a)(5)(B)(ii) requires, including notice of my right to add a statement disputing the information (section 611(a)(5)(B)(iii)).',
        'Please send me the notice of reinsertion the law requires, which must tell me of my right to add a statement disputing the accuracy or completeness of the information (section 611(a)(5)(B)(iii)).',
      ]),
    ],
    extraEnclosures: [`A copy of my ${bureau} credit report showing the item again`],
  };
}

function bureauCourtesies(facts: DisputeLetterFacts, choose: ChoosePhrasing) {
  const bureau = bureauLabel[facts.bureau];
  return {
    salutation: choose('salutation', [
      'To whom it may concern:',
      'Dear Sir or Madam:',
      `Dear ${bureau} dispute department:`,
    ]),
    closing: choose('closing', [
      'Please send the results to me at the address above.',
      'Please mail your response to the address at the top of this letter.',
      'I look forward to your written response at the address above.',
    ]),
    signOff: choose('signOff', ['Sincerely,', 'Respectfully,', 'Thank you,']),
  };
}
