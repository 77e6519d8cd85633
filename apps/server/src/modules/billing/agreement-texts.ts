import type { AgreementKind } from '@app/contracts/agreements.contract';
import { formatCents } from '@app/contracts/common/money';

/** 15 U.S.C. 1679c(a), verbatim: the statute requires this exact wording, as a separate document. */
const disclosureText = `Consumer Credit File Rights Under State and Federal Law

You have a right to dispute inaccurate information in your credit report by contacting the credit bureau directly. However, neither you nor any "credit repair" company or credit repair organization has the right to have accurate, current, and verifiable information removed from your credit report. The credit bureau must remove accurate, negative information from your report only if it is over 7 years old. Bankruptcy information can be reported for 10 years.

You have a right to obtain a copy of your credit report from a credit bureau. You may be charged a reasonable fee. There is no fee, however, if you have been turned down for credit, employment, insurance, or a rental dwelling because of information in your credit report within the preceding 60 days. The credit bureau must provide someone to help you interpret the information in your credit file. You are entitled to receive a free copy of your credit report if you are unemployed and intend to apply for employment in the next 60 days, if you are a recipient of public welfare assistance, or if you have reason to believe that there is inaccurate information in your credit report due to fraud.

You have a right to sue a credit repair organization that violates the Credit Repair Organization Act. This law prohibits deceptive practices by credit repair organizations.

You have the right to cancel your contract with any credit repair organization for any reason within 3 business days from the date you signed it.

Credit bureaus are required to follow reasonable procedures to ensure that the information they report is accurate. However, mistakes may occur.

You may, on your own, notify a credit bureau in writing that you dispute the accuracy of information in your credit file. The credit bureau must then reinvestigate and modify or remove inaccurate or incomplete information. The credit bureau may not charge any fee for this service. Any pertinent information and copies of all documents you have concerning an error should be given to the credit bureau.

If the credit bureau's reinvestigation does not resolve the dispute to your satisfaction, you may send a brief statement to the credit bureau, to be kept in your file, explaining why you think the record is inaccurate. The credit bureau must include a summary of your statement about disputed information with any report it issues about you.

The Federal Trade Commission regulates credit bureaus and credit repair organizations. For more information contact:

The Public Reference Branch
Federal Trade Commission
Washington, D.C. 20580`;

/** 15 U.S.C. 1679d(b)(4), verbatim; in bold next to the signature. */
const rightToCancelStatement =
  'You may cancel this contract without penalty or obligation at any time before midnight of the 3rd business day after the date on which you signed the contract. See the attached notice of cancellation form for an explanation of this right.';

/** How long the services take: the term the contract states (1679d(b)(2)(B)). */
const serviceTermMonths = 6;

const servicesByPlan: Record<string, string[]> = {
  'Pro Plan': [
    'Review of your credit reports from Equifax, Experian and TransUnion and a list of the negative items found.',
    'Dispute letters, drafted with you and approved by you, for 1 to 2 negative items each month.',
    'Mailing of each approved letter by USPS certified mail, tracking, and a follow-up notice 14 days after delivery.',
    'Analysis of each bureau response and a next-round letter where the item remains.',
    'Access to the credit score simulator, AI credit analysis, learning center and credit-building plan.',
  ],
  'Elite Plan': [
    'Review of your credit reports from Equifax, Experian and TransUnion and a list of the negative items found.',
    'Dispute letters, drafted with you and approved by you, for every negative item you choose, with no monthly limit.',
    'Mailing of each approved letter by USPS certified mail, tracking, and a follow-up notice 14 days after delivery.',
    'Analysis of each bureau response and a next-round letter where the item remains.',
    'One 15-minute strategy call each month with a credit specialist, and secure chat.',
  ],
};

export interface AgreementFacts {
  planName: string;
  /** The plan's own list of what it includes: the services of a plan without contract terms above. */
  planFeatures: readonly string[];
  priceCents: number;
  /** Set for a plan charged per deletion: the price of one deletion, in cents. */
  pricePerDeletionCents: number | null;
  companyName: string;
  companyAddress: string;
  consumerName: string;
  /** Today's date (the contract is dated) and the last day to cancel if signed today. */
  date: string;
  lastDayToCancel: string;
}

/**
 * The contract's payment terms (CROA 15 U.S.C. 1679d(b)(1) asks for the total amount of all
 * payments). A per-deletion plan owes only for deletions seen on a credit report, once each.
 */
function paymentTerms(f: AgreementFacts) {
  if (f.pricePerDeletionCents !== null) {
    const price = formatCents(f.pricePerDeletionCents);
    return `3. Payments. You pay ${price} for each negative item deleted from your credit report at a credit bureau, and nothing else. An item counts only once the deletion is seen on a credit report brought into your account; it is charged to your saved card after the month in which the deletion was seen ends. Nothing is charged at sign-up, nothing is charged for an item that comes back on your report in the same month, and the price of an item billed that later comes back is credited against your next invoice with a deletion. Each item is charged at most once at each bureau. The total of all payments is ${price} times the number of items deleted.`;
  }
  const total = f.priceCents * serviceTermMonths;
  return `3. Payments. You pay ${formatCents(f.priceCents)} for each month in which the company performs services (at least one dispute letter mailed or one bureau response analysed), charged to your saved card after that month ends. Nothing is charged at sign-up and nothing is charged for a month without services. The total of all payments is at most ${formatCents(total)} (${serviceTermMonths} monthly payments of ${formatCents(f.priceCents)}).`;
}

function contractText(f: AgreementFacts) {
  const services = servicesByPlan[f.planName] ?? f.planFeatures;
  return `Credit Repair Services Contract

Date: ${f.date}
Between: ${f.companyName}, ${f.companyAddress} (the company)
And: ${f.consumerName} (you)
Plan: ${f.planName}

1. Services. The company will perform these services for you:
${services.map((s) => `- ${s}`).join('\n')}

2. Time to complete. The services will be performed over ${serviceTermMonths} months from the end of your cancellation period. You may end this contract at any time after that; it ends at the close of the month in progress.

${paymentTerms(f)}

4. No guarantee. The company cannot and does not promise to remove accurate, current and verifiable information from your credit reports, or any particular change to your credit score.

5. Start of services. No letter is mailed and no service begins until your cancellation period has ended.

6. Company. ${f.companyName}, ${f.companyAddress}.

${rightToCancelStatement}

Signed electronically by ${f.consumerName} on ${f.date}.`;
}

/** 15 U.S.C. 1679e(b), the form's own wording with the company and date filled in. */
function noticeText(f: AgreementFacts) {
  return `Notice of Cancellation

You may cancel this contract, without any penalty or obligation, at any time before midnight of the 3rd day which begins after the date the contract is signed by you.

To cancel this contract, mail or deliver a signed, dated copy of this cancellation notice, or any other written notice to ${f.companyName} at ${f.companyAddress} before midnight on ${f.lastDayToCancel}.

I hereby cancel this transaction,

[date]

[purchaser's signature]`;
}

export function agreementText(kind: AgreementKind, f: AgreementFacts): string {
  if (kind === 'DISCLOSURE') return disclosureText;
  if (kind === 'CONTRACT') return contractText(f);
  return noticeText(f);
}

export const boldLinesOf = (kind: AgreementKind) => (kind === 'CONTRACT' ? [rightToCancelStatement] : []);
