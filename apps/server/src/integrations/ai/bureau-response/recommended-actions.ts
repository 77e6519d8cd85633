import type { RecommendedAction } from '@app/contracts/bureau-responses.contract';
import { bureauCodes, bureauLabel } from '@app/contracts/bureaus';
import { addCalendarDays, bureauDeadlineDays, calendarDaysBetween } from '@app/contracts/follow-up';
import type { BureauResponseFacts } from '../ai.port';
import { listInWords } from '../credit-analysis/item-counts';
import { longDate } from '../us-english';

/** Days after a deletion to look again: long enough for a furnisher's next monthly update to show. */
export const deletionCheckDays = 30;

const action = (
  name: string,
  priority: RecommendedAction['priority'],
  timeframe: string,
  description: string,
): RecommendedAction => ({ action: name, priority, timeframe, description });

/** Documents that prove the reason given, plus what every dispute encloses. */
function documentsFor(facts: BureauResponseFacts): string {
  const docs = ['account statements', 'a copy of the report with the item marked'];
  const reason = facts.previousDispute?.reason;
  if (reason === 'IDENTITY_THEFT') docs.unshift('your FTC Identity Theft Report (IdentityTheft.gov)');
  if (reason === 'PAID_NOT_UPDATED')
    docs.unshift('proof of payment (a paid-in-full letter or bank statement)');
  docs.push(
    'a copy of your ID',
    'proof of your address',
    `the bureau's response of ${longDate(facts.responseDate)}`,
  );
  return listInWords(docs);
}

/** What to do next, most urgent first, each with its legal footing. */
export function recommendedActionsFor(facts: BureauResponseFacts): RecommendedAction[] {
  const bureau = bureauLabel[facts.bureau];
  const furnisher = facts.account?.creditor ?? 'the company that reports the item';
  switch (facts.responseType) {
    case 'VERIFIED':
      return [
        action(
          'Request the method of verification',
          'HIGH',
          'Within 7 days',
          `Send ${bureau} the method-of-verification letter by certified mail. Under FCRA section 611(a)(7) it must describe how it verified the item, with the furnisher's name, address and telephone number, within 15 days of receiving your request.`,
        ),
        action(
          'Dispute directly with the furnisher',
          'HIGH',
          'Within 14 days',
          `Dispute the item directly with ${furnisher} under FCRA section 623(a)(8). It must investigate and answer within 30 days of receiving your dispute, and correct or delete what it cannot verify with every bureau it reports to.`,
        ),
        action('Gather your documents', 'MEDIUM', 'Before mailing', `Collect ${documentsFor(facts)}.`),
        action(
          'Complain to the CFPB if no method is given',
          'MEDIUM',
          '15 days after delivery',
          `If ${bureau} does not describe its procedure within 15 days of receiving your request, file a complaint at consumerfinance.gov/complaint with both letters and the certified-mail receipts.`,
        ),
      ];
    case 'FRIVOLOUS':
      return [
        action(
          "Read the bureau's notice",
          'HIGH',
          'Now',
          `Under FCRA section 611(a)(3), ${bureau} may refuse a dispute as frivolous or irrelevant only by notifying you within 5 business days of that decision, saying why and what information it needs. Note exactly what it asks for.`,
        ),
        action(
          'Rewrite the dispute specifically',
          'HIGH',
          'Within 7 days',
          'Send the rewritten dispute yourself, not through a form: name the one item, say exactly what is inaccurate and why.',
        ),
        action('Enclose documentation', 'HIGH', 'Before mailing', `Enclose ${documentsFor(facts)}.`),
        action(
          'Mail it with tracking',
          'MEDIUM',
          'When sent',
          `Send it by certified mail; ${bureau} has ${bureauDeadlineDays} days from receiving it to reinvestigate (FCRA section 611(a)(1)).`,
        ),
      ];
    case 'PARTIAL':
    case 'UPDATED':
      return [
        action(
          'Check what remains on your updated report',
          'HIGH',
          'Now',
          `Under FCRA section 611(a)(6), ${bureau} must send you the results in writing within 5 business days of finishing, with a free copy of your report if it changed. Compare the item line by line with what you disputed.`,
        ),
        action(
          'Dispute what is still inaccurate',
          'HIGH',
          'Within 14 days',
          'Send the follow-up dispute about what remains, limited to the information that is still wrong.',
        ),
        action('Document the remaining error', 'MEDIUM', 'Before mailing', `Enclose ${documentsFor(facts)}.`),
        action(
          'Ask how the rest was verified',
          'LOW',
          'If the remainder is verified again',
          'Request the method of verification under FCRA section 611(a)(7); the bureau must answer within 15 days of receiving the request.',
        ),
      ];
    case 'DELETED': {
      const checkOn = longDate(addCalendarDays(facts.responseDate, deletionCheckDays));
      const others = bureauCodes.filter((b) => b !== facts.bureau).map((b) => bureauLabel[b]);
      return [
        action(
          'Confirm the item stays deleted',
          'HIGH',
          `On ${checkOn}`,
          `Get your ${bureau} report after ${checkOn} and confirm the ${facts.account ? `${facts.account.creditor} item` : 'item'} is gone.`,
        ),
        action(
          'Watch for reinsertion',
          'MEDIUM',
          'Ongoing',
          `A deleted item may come back only if the furnisher certifies it as accurate, and ${bureau} must tell you in writing within 5 business days of reinserting it (FCRA section 611(a)(5)(B)). If it reappears without that notice, dispute it at once.`,
        ),
        action(
          'Check the other bureaus',
          'LOW',
          'Within 30 days',
          `The same item may still be reported by ${listInWords(others)}; if so, dispute it there with a copy of this deletion.`,
        ),
        action(
          'Keep the deletion letter',
          'LOW',
          'Ongoing',
          `Keep ${bureau}'s letter of ${longDate(facts.responseDate)} as proof.`,
        ),
      ];
    }
  }
}

/** A bureau that answered after its deadline is worth recording: it supports a complaint whatever it said. */
export function lateAnswerAction(facts: BureauResponseFacts): RecommendedAction | null {
  const delivered = facts.previousDispute?.deliveryDate;
  if (!delivered || facts.responseType === 'DELETED') return null;
  const days = calendarDaysBetween(delivered, facts.responseDate);
  if (days <= bureauDeadlineDays) return null;
  return action(
    'Record the late answer',
    'MEDIUM',
    'Now',
    `${bureauLabel[facts.bureau]} answered ${days} days after receiving your dispute on ${longDate(delivered)}; FCRA section 611(a)(1) allows 30 days (45 if you sent more information meanwhile). Keep the certified-mail receipt and this response for a CFPB complaint.`,
  );
}
