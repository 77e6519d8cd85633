import { obsolescenceYears } from '@app/contracts/dispute-letters.contract';
import type { DisputeLetterFacts } from '../ai.port';
import { longDate, usd } from '../us-english';
import { itemNoun } from './letter-wording';
import type { ChoosePhrasing } from './phrasing';

const yearsInWords: Record<number, string> = { 7: 'seven', 10: 'ten' };

/**
 * The person's position on the item, in their voice, saying only what the chosen reason says
 * and the report shows. What they ask for follows from it: correct it, or delete what cannot be verified.
 */
export function reasonParagraph(facts: DisputeLetterFacts, choose: ChoosePhrasing): string {
  const { account } = facts;
  const noun = itemNoun(account.type);
  const creditor = account.creditor;
  const amount = account.amount ? usd(account.amount) : null;
  const reported = account.dateReported ? longDate(account.dateReported) : null;

  switch (facts.reason) {
    case 'NOT_MINE':
      return choose('reason', [
        `The ${creditor} ${noun} listed above is not mine; it does not belong to me. Unless it can be verified as mine, it should be deleted from my file.`,
        `I am disputing this ${noun} because it is not mine. Please confirm with ${creditor} whose ${noun} this is; if it cannot be verified as belonging to me, it should be removed.`,
        `This ${noun} does not belong to me. It should not appear on my credit file unless ${creditor} can show that it is mine, and if that cannot be verified it should be deleted.`,
      ]);
    case 'INACCURATE_BALANCE':
      return choose('reason', [
        `The balance reported for this ${noun}${amount ? ` (${amount})` : ''} is not accurate. It should be corrected to the accurate amount, or deleted if the amount cannot be verified.`,
        `${creditor} reports ${amount ? `an amount of ${amount}` : 'an amount'} on this ${noun}, and that amount is wrong. I ask that it be checked against the records and corrected; an amount that cannot be verified should not be reported at all.`,
        `I dispute the amount shown on this ${noun}${amount ? `, currently reported as ${amount}` : ''}: it is not correct. Please have it verified and corrected, or deleted if it cannot be verified.`,
      ]);
    case 'INACCURATE_STATUS':
      return choose('reason', [
        `The status reported for this ${noun} is not accurate. It should be corrected, or deleted if ${creditor} cannot verify it as reported.`,
        `This ${noun} is reported with a status that is wrong. I ask that ${creditor}'s reporting be checked and the status corrected; a status that cannot be verified should not be reported.`,
        `I dispute how this ${noun} is reported: its status is not correct. Please verify it and correct it, or delete the ${noun} if its status cannot be verified.`,
      ]);
    case 'LATE_PAYMENT_ERROR':
      return choose('reason', [
        `This account shows a late payment${reported ? ` reported on ${reported}` : ''} that I did not make: I did not pay late when the account says I did. The late-payment notation should be corrected, or deleted if it cannot be verified.`,
        `The late payment reported on this account${reported ? ` (${reported})` : ''} is an error; my payment was not late at the time shown. I ask that ${creditor}'s payment records be checked and the payment history corrected.`,
        `I dispute the late payment on this account${reported ? `, reported ${reported}` : ''}. I did not pay late when the account says I did, and a late payment that cannot be verified should not be reported.`,
      ]);
    case 'OBSOLETE': {
      const years = obsolescenceYears(account.type);
      const words = `${yearsInWords[years] ?? years} years`;
      return choose('reason', [
        `This ${noun} was first reported on ${reported}, more than ${words} before the date of this letter. Section 605(a) of the Fair Credit Reporting Act (15 U.S.C. § 1681c(a)) does not allow a consumer report to include an adverse item of this kind once it is more than ${words} old, so it should no longer appear on my file.`,
        `The ${creditor} ${noun} dates from ${reported}. Under section 605(a) of the Fair Credit Reporting Act (15 U.S.C. § 1681c(a)), an item of this kind may not be reported after ${words}, and that period has passed; it should be deleted as obsolete.`,
        `Section 605(a) of the Fair Credit Reporting Act (15 U.S.C. § 1681c(a)) limits how long an adverse item of this kind may be reported to ${words}. This ${noun} was reported on ${reported}, so that limit has passed and the ${noun} should be removed as obsolete.`,
      ]);
    }
    case 'NO_PERMISSIBLE_PURPOSE':
      return choose('reason', [
        `I did not authorize ${creditor} to obtain my credit report${reported ? ` on ${reported}` : ''}, and I know of no permissible purpose it had under section 604 of the Fair Credit Reporting Act (15 U.S.C. § 1681b). Unless a permissible purpose can be verified, this inquiry should be deleted.`,
        `The hard inquiry by ${creditor}${reported ? ` dated ${reported}` : ''} was made without my authorization. Section 604 of the Fair Credit Reporting Act (15 U.S.C. § 1681b) allows a report to be furnished only for a permissible purpose, and I am not aware of one here; if none can be shown, the inquiry should be removed.`,
        `I dispute the inquiry by ${creditor}${reported ? ` on ${reported}` : ''}: I did not authorize it. Please verify that ${creditor} had a permissible purpose under section 604 of the Fair Credit Reporting Act (15 U.S.C. § 1681b); without one, the inquiry should be deleted.`,
      ]);
    case 'IDENTITY_THEFT':
      return account.type === 'INQUIRY'
        ? choose('reason', [
            `I did not apply for credit with ${creditor}. This inquiry is the result of identity theft and should be removed from my file.`,
            `This inquiry by ${creditor} was made by someone using my identity without my permission; it results from identity theft and should be deleted.`,
          ])
        : choose('reason', [
            `This ${noun} is the result of identity theft. I did not open or authorize it, and it should be removed from my file.`,
            `Someone used my identity without my permission, and this ${creditor} ${noun} results from that identity theft. It is not a debt I incurred and it should be deleted.`,
            `I am a victim of identity theft, and this ${noun} results from it: I did not open, use or authorize it. It should not appear on my credit file.`,
          ]);
    case 'PAID_NOT_UPDATED':
      return choose('reason', [
        `I paid this ${noun}, but it is not reported as paid. It should be updated to show the payment, or deleted if its current status cannot be verified.`,
        `This ${noun} has been paid, yet ${creditor}'s reporting does not show it as paid${amount ? ` and still lists ${amount}` : ''}. I ask that it be updated to reflect my payment.`,
        `The ${creditor} ${noun} is not shown as paid, although I paid it. Please have the reporting updated to show the payment; a status that cannot be verified should not be reported.`,
      ]);
    case 'UNVERIFIABLE':
      return choose('reason', [
        `I do not recognise the details of this ${noun} as reported, and I ask that they be verified. If ${creditor} cannot verify them as accurate and complete, the ${noun} should be deleted.`,
        `The details reported for this ${creditor} ${noun} are not ones I recognise. I ask that they be verified in full, and that anything that cannot be verified as accurate and complete be deleted.`,
        `I cannot confirm the details of this ${noun} as they are reported, and I request that they be verified. Information that cannot be verified as accurate and complete should not remain on my file.`,
      ]);
  }
}
