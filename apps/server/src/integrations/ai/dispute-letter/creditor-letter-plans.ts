import { bureauLabel } from '@app/contracts/bureaus';
import type { DisputeLetterFacts } from '../ai.port';
import { longDate } from '../us-english';
import type { LetterPlan } from './letter-plan';
import { namedItem } from './letter-wording';
import type { ChoosePhrasing } from './phrasing';
import { reasonParagraph } from './reason-paragraphs';

/**
 * FDCPA 809(b): a dispute in writing within the 30-day window stops collection until the debt is verified.
 * The letter cannot know when the person got the collector's notice, so it states the rule conditionally.
 */
export function debtValidationPlan(facts: DisputeLetterFacts, choose: ChoosePhrasing): LetterPlan {
  const bureau = bureauLabel[facts.bureau];
  const item = namedItem(facts.account);
  return {
    ...creditorCourtesies(choose),
    subject: choose('subject', [
      `Re: Debt validation request, ${item}`,
      `Re: Disputed debt, validation requested: ${item}`,
    ]),
    opening: choose('opening', [
      `I am writing about the debt described below, which ${facts.account.creditor} reports on my ${bureau} credit report. I dispute this debt and request validation of it.`,
      `This letter concerns a debt that appears on my ${bureau} credit report under ${facts.account.creditor}. I dispute it, and I ask you to validate it.`,
    ]),
    accountHeading: choose('heading', ['The debt, as reported:', 'The debt in question:']),
    reason: reasonParagraph(facts, choose),
    requests: [
      choose('validation', [
        'Under section 809(b) of the Fair Debt Collection Practices Act (15 U.S.C. § 1692g(b)), I dispute this debt and request its validation. If this letter reaches you within the 30-day validation period that began when I received your validation notice, the law requires you to cease collection of the debt until you mail me verification of it. I ask that you cease collection until then in any case.',
        'I dispute this debt and request validation under section 809(b) of the Fair Debt Collection Practices Act (15 U.S.C. § 1692g(b)). Where a consumer disputes a debt in writing within 30 days of receiving the validation notice, collection must stop until verification is mailed to the consumer; please cease collection of this debt until you have sent me verification.',
      ]),
      [
        choose('itemsIntro', ['Please send me:', 'To validate the debt, please provide:']),
        '- the amount you say is owed, with an itemization of interest, fees, payments and credits since the itemization date;',
        '- the name and address of the original creditor;',
        '- a copy of the agreement or other record that shows I owe this debt;',
        '- proof that your company owns the debt or is authorized to collect it;',
        '- the date of default.',
      ].join('\n'),
      choose('reporting', [
        'If you report this debt to a credit bureau, section 807(8) of the Act (15 U.S.C. § 1692e(8)) requires you to report that it is disputed.',
        'While this dispute is open, any report of this debt to a credit bureau must say that I dispute it (15 U.S.C. § 1692e(8)).',
      ]),
    ],
    extraEnclosures: [],
  };
}

/** FCRA 623(a)(8) and Regulation V (12 C.F.R. § 1022.43): the furnisher investigates a direct dispute like a bureau would. */
export function furnisherDirectPlan(facts: DisputeLetterFacts, choose: ChoosePhrasing): LetterPlan {
  const bureau = bureauLabel[facts.bureau];
  const item = namedItem(facts.account);
  return {
    ...creditorCourtesies(choose),
    subject: choose('subject', [
      `Re: Direct dispute of ${item}`,
      `Re: Dispute of information you furnish about ${item}`,
    ]),
    opening: choose('opening', [
      `I am disputing directly with you information that your company furnishes to the credit bureaus about ${item}, as it appears on my ${bureau} credit report.`,
      `Your company reports ${item} to the credit bureaus, and it appears on my ${bureau} credit report. I dispute that information with you directly.`,
    ]),
    accountHeading: choose('heading', ['The information, as reported:', 'What you report:']),
    reason: reasonParagraph(facts, choose),
    requests: [
      choose('investigation', [
        'Under section 623(a)(8) of the Fair Credit Reporting Act (15 U.S.C. § 1681s-2(a)(8)) and 12 C.F.R. § 1022.43, please investigate this dispute, review all relevant information I have provided, and report the results to me within 30 days of receiving this letter.',
        'Section 623(a)(8) of the Fair Credit Reporting Act (15 U.S.C. § 1681s-2(a)(8)) and Regulation V (12 C.F.R. § 1022.43) require you to investigate a direct dispute, review the information the consumer provides, and report the results within 30 days of receipt. Please do so.',
      ]),
      choose('correction', [
        'If the information is inaccurate or cannot be verified, please correct or delete it and notify every credit bureau to which you reported it, as section 623(a)(8)(E) requires.',
        'Should you find that the information is inaccurate, or be unable to verify it, please correct or delete it and promptly tell each credit bureau you reported it to (section 623(a)(8)(E)).',
      ]),
    ],
    extraEnclosures: [],
  };
}

/**
 * A goodwill request is a courtesy, not a dispute: it claims nothing about accuracy and states no reason.
 * The creditor may decline, and the letter says so.
 */
export function goodwillPlan(facts: DisputeLetterFacts, choose: ChoosePhrasing): LetterPlan {
  const bureau = bureauLabel[facts.bureau];
  const item = namedItem(facts.account);
  const reported = facts.account.dateReported ? longDate(facts.account.dateReported) : null;
  return {
    subject: choose('subject', [
      `Re: Goodwill adjustment request, ${item}`,
      `Re: Request for a goodwill adjustment on ${item}`,
    ]),
    salutation: choose('salutation', ['Dear Customer Relations team:', 'Dear Sir or Madam:']),
    opening: choose('opening', [
      `I am writing about the late payment that your company reports on ${item}${reported ? `, reported on ${reported}` : ''}, which appears on my ${bureau} credit report.`,
      `My ${bureau} credit report shows a late payment on ${item}${reported ? ` from ${reported}` : ''}. I am writing to ask for your help with it.`,
    ]),
    accountHeading: choose('heading', ['The account:', 'Account details, as reported:']),
    reason: null,
    requests: [
      choose('request', [
        'I am not disputing this information. I am asking whether, as a gesture of goodwill, you would consider removing the late-payment notation from what you report to the credit bureaus.',
        'This is not a dispute. I would be grateful if you would consider a goodwill adjustment: removing the late-payment notation from your reporting to the credit bureaus.',
      ]),
      choose('courtesy', [
        'I understand that you have no obligation to do this, and I appreciate your considering my request.',
        'I know this is entirely at your discretion, and I thank you for taking the time to consider it.',
      ]),
    ],
    closing: choose('closing', [
      'I would appreciate a reply at the address above.',
      'Please let me know your decision at the address above.',
    ]),
    signOff: choose('signOff', ['With thanks,', 'Kind regards,', 'Sincerely,']),
    extraEnclosures: [],
  };
}

function creditorCourtesies(choose: ChoosePhrasing) {
  return {
    salutation: choose('salutation', ['To whom it may concern:', 'Dear Sir or Madam:']),
    closing: choose('closing', [
      'Please reply in writing to the address above.',
      'Please send your written response to the address at the top of this letter.',
    ]),
    signOff: choose('signOff', ['Sincerely,', 'Respectfully,']),
  };
}
