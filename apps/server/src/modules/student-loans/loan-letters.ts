import { formatUsd } from '@app/contracts/common/money';
import type { IdrEstimate } from '@app/contracts/student-loan-figures';
import type { LoanDocumentKind } from '@app/contracts/student-loans.contract';

export interface LetterPerson {
  firstName: string;
  lastName: string;
  address: { addressLine1: string; city: string; state: string; zipCode: string } | null;
}
export interface LetterLoan {
  servicerName: string;
  loanBalance: string;
  interestRate: string;
  monthlyPayment: string;
  repaymentPlan: string;
  loanType: 'FEDERAL' | 'PRIVATE';
}

const longDay = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function heading(person: LetterPerson, today: string) {
  const name = `${person.firstName} ${person.lastName}`;
  const address = person.address
    ? [
        person.address.addressLine1,
        `${person.address.city}, ${person.address.state} ${person.address.zipCode}`,
      ]
    : [];
  return [name, ...address, '', longDay(today), ''].join('\n');
}
const signature = (person: LetterPerson) => `\nSincerely,\n\n\n${person.firstName} ${person.lastName}`;
const loanLine = (loan: LetterLoan) =>
  `${loan.loanType === 'FEDERAL' ? 'Federal' : 'Private'} student loan serviced by ${loan.servicerName}: balance ${formatUsd(loan.loanBalance)}, interest rate ${loan.interestRate}%, current payment ${formatUsd(loan.monthlyPayment)} a month under the ${loan.repaymentPlan} plan.`;

export interface LoanLetter {
  kind: LoanDocumentKind;
  title: string;
  body: string;
}

/** Reduce Payment: a hardship letter asking the servicer for a lower payment. */
export function hardshipLetter(person: LetterPerson, loan: LetterLoan, today: string): LoanLetter {
  const options =
    loan.loanType === 'FEDERAL'
      ? 'an income-driven repayment plan, a change of repayment plan, or a temporary reduction in my payment'
      : 'a temporary interest-rate reduction, an extended term, interest-only payments, or another hardship program you offer';
  return {
    kind: 'HARDSHIP_LETTER',
    title: `Hardship letter to ${loan.servicerName}`,
    body: `${heading(person, today)}${loan.servicerName}\nBorrower Services\n\nRe: Request for a reduced monthly payment\n\nTo whom it may concern,\n\nI am writing about my loan account with you. ${loanLine(loan)}\n\nMy financial situation has changed and the current payment is a hardship for me. I want to keep my account in good standing, and I ask that you review my account for ${options}.\n\nPlease send me, in writing, the options I qualify for, the documents you need from me, and the new payment amount under each option. Until we agree on a change, I will keep paying what I can.\n\nPlease send your reply to the address above.\n${signature(person)}`,
  };
}

/** Check Forgiveness: a request that the servicer review the loan for forgiveness or discharge. */
export function forgivenessReviewRequest(person: LetterPerson, loan: LetterLoan, today: string): LoanLetter {
  const programs =
    loan.loanType === 'FEDERAL'
      ? 'Public Service Loan Forgiveness, forgiveness at the end of an income-driven repayment plan, Teacher Loan Forgiveness, and total and permanent disability, closed school or borrower defense discharge'
      : 'any discharge, settlement or forgiveness program you offer, including discharge for death or disability';
  return {
    kind: 'FORGIVENESS_REVIEW_REQUEST',
    title: `Forgiveness review request to ${loan.servicerName}`,
    body: `${heading(person, today)}${loan.servicerName}\nBorrower Services\n\nRe: Request for a forgiveness and discharge review\n\nTo whom it may concern,\n\nI ask that you review my loan for every forgiveness and discharge program it may qualify for. ${loanLine(loan)}\n\nPlease review it for ${programs}. For each program, please tell me in writing whether I qualify, how many qualifying payments I have made, and what I must send you to apply.\n${signature(person)}`,
  };
}

/** The IDR tip: a cover letter for the income-driven repayment request, with the estimate labelled. */
export function idrRequestCoverLetter(
  person: LetterPerson,
  federalLoans: LetterLoan[],
  estimate: IdrEstimate,
  income: { annualIncome: number; householdSize: number },
  today: string,
): LoanLetter {
  const servicers = [...new Set(federalLoans.map((l) => l.servicerName))].join(', ');
  return {
    kind: 'IDR_REQUEST',
    title: 'Income-driven repayment request cover letter',
    body: `${heading(person, today)}${servicers}\nBorrower Services\n\nRe: Income-Driven Repayment Plan Request\n\nTo whom it may concern,\n\nEnclosed is my Income-Driven Repayment Plan Request for the following federal student loans:\n\n${federalLoans.map((l) => `- ${loanLine(l)}`).join('\n')}\n\nI ask to be placed on the income-driven plan with the lowest monthly payment I qualify for. My adjusted gross income is ${formatUsd(income.annualIncome)} a year and my household has ${income.householdSize} ${income.householdSize === 1 ? 'person' : 'people'}. I have enclosed proof of income.\n\nBy my own estimate (10% of income above 150% of the federal poverty guideline, divided by 12), my payment would be about ${formatUsd(estimate.estimatedMonthlyPayment)} a month instead of ${formatUsd(estimate.currentFederalPayment)}. This is an estimate only; I understand you will calculate the actual amount.\n\nPlease confirm in writing when my plan changes and my new payment amount.\n${signature(person)}\n\nEnclosures: Income-Driven Repayment Plan Request (studentaid.gov), proof of income`,
  };
}

/** The PSLF tip: a cover letter for the employment certification form. */
export function pslfCoverLetter(
  person: LetterPerson,
  federalLoans: LetterLoan[],
  employerName: string,
  today: string,
): LoanLetter {
  const servicers = [...new Set(federalLoans.map((l) => l.servicerName))].join(', ');
  return {
    kind: 'PSLF_EMPLOYMENT_CERTIFICATION',
    title: 'PSLF employment certification cover letter',
    body: `${heading(person, today)}${servicers}\nBorrower Services\n\nRe: Public Service Loan Forgiveness - employment certification\n\nTo whom it may concern,\n\nEnclosed is my PSLF form, signed by my employer, ${employerName}, a government or non-profit organization. Please certify my employment and count my qualifying payments on these loans:\n\n${federalLoans.map((l) => `- ${loanLine(l)}`).join('\n')}\n\nIf any of my loans are not eligible as they are, please tell me in writing what I must do (for example, consolidate into a Direct Loan or change to a qualifying repayment plan).\n${signature(person)}\n\nEnclosure: PSLF form (studentaid.gov/pslf)`,
  };
}

/** The consolidation tip: the steps, written down with the person's own loans. */
export function consolidationChecklist(
  person: LetterPerson,
  loans: LetterLoan[],
  estimate: number,
  today: string,
): LoanLetter {
  const federal = loans.filter((l) => l.loanType === 'FEDERAL');
  const privateLoans = loans.filter((l) => l.loanType === 'PRIVATE');
  return {
    kind: 'CONSOLIDATION_CHECKLIST',
    title: 'Consolidation checklist',
    body: `Consolidation checklist for ${person.firstName} ${person.lastName}\n${longDay(today)}\n\nYour loans:\n${loans.map((l) => `- ${loanLine(l)}`).join('\n')}\n\nEstimate: consolidating could lower your total monthly payment by about ${formatUsd(estimate)} (15% of your current total, rounded down). This is an estimate; the actual payment depends on the new term and rate.\n\nSteps:\n1. ${federal.length > 0 ? `Federal loans (${federal.length}): apply for a Direct Consolidation Loan at studentaid.gov. It is free; the new rate is the weighted average of your rates, rounded up to the next 1/8 of a percent.` : 'You have no federal loans to consolidate through studentaid.gov.'}\n2. ${privateLoans.length > 0 ? `Private loans (${privateLoans.length}): compare refinancing offers from several lenders; check the rate, the term and any fees.` : 'You have no private loans to refinance.'}\n3. Do not move federal loans into a private refinance if you may need income-driven repayment or forgiveness: you would lose those options.\n4. Keep paying your current loans until each servicer confirms they are paid off by the new loan.\n5. A longer term lowers the payment but can raise the total interest you pay.`,
  };
}
