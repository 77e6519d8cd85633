/** The Student Loans page's figures, from the person's own loans. */

interface LoanFigures {
  loanBalance: string;
  interestRate: string;
  monthlyPayment: string;
  loanType: 'FEDERAL' | 'PRIVATE';
  status: string;
}
interface NegotiationFigures {
  status: string;
  savingsAchieved: string | null;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const num = (s: string | null) => (s === null ? 0 : Number(s));

export const totalBalance = (loans: LoanFigures[]) => sum(loans.map((l) => num(l.loanBalance)));
export const totalMonthlyPayment = (loans: LoanFigures[]) => sum(loans.map((l) => num(l.monthlyPayment)));
export const activeLoanCount = (loans: LoanFigures[]) => loans.filter((l) => l.status === 'ACTIVE').length;

/** Balance-weighted average interest rate in percent; 0 without any balance. */
export function weightedInterestRate(loans: LoanFigures[]): number {
  const balance = totalBalance(loans);
  if (balance === 0) return 0;
  return sum(loans.map((l) => num(l.loanBalance) * num(l.interestRate))) / balance;
}

/** Share of the original balance paid off, whole percent; null when the original is unknown. */
export function loanProgressPercent(loanBalance: string, originalBalance: string | null): number | null {
  const original = num(originalBalance);
  if (!originalBalance || original <= 0) return null;
  const paid = 1 - num(loanBalance) / original;
  return Math.round(Math.min(1, Math.max(0, paid)) * 100);
}

/** Monthly savings of completed negotiations. */
export const totalNegotiatedSavings = (negotiations: NegotiationFigures[]) =>
  sum(negotiations.filter((n) => n.status === 'COMPLETED').map((n) => num(n.savingsAchieved)));
export const activeNegotiationCount = (negotiations: NegotiationFigures[]) =>
  negotiations.filter((n) => n.status === 'IN_PROGRESS').length;

export const consolidationSavingsShare = 0.15;
/** The consolidation tip: 15% of the total monthly payment, rounded down; only with two or more loans. */
export function consolidationEstimate(loans: LoanFigures[]): number | null {
  if (loans.length < 2) return null;
  return Math.floor(totalMonthlyPayment(loans) * consolidationSavingsShare);
}

/** 2025 HHS poverty guideline, 48 contiguous states: the first person and each one more. */
export const povertyGuideline = { firstPerson: 15_650, eachAdditional: 5_500, year: 2025 } as const;
/** Income-driven plans (IBR for new borrowers, PAYE) take 10% of income above 150% of the guideline. */
export const idrShareOfDiscretionaryIncome = 0.1;

export interface IdrEstimate {
  discretionaryIncome: number;
  estimatedMonthlyPayment: number;
  currentFederalPayment: number;
  estimatedMonthlySavings: number;
}

/** An estimate of the income-driven payment on the federal loans; never above what is paid now. */
export function incomeDrivenEstimate(
  loans: LoanFigures[],
  annualIncome: number,
  householdSize: number,
): IdrEstimate | null {
  const federal = loans.filter((l) => l.loanType === 'FEDERAL');
  if (federal.length === 0) return null;
  const guideline =
    povertyGuideline.firstPerson + povertyGuideline.eachAdditional * Math.max(0, householdSize - 1);
  const discretionaryIncome = Math.max(0, annualIncome - 1.5 * guideline);
  const currentFederalPayment = totalMonthlyPayment(federal);
  const estimatedMonthlyPayment = Math.min(
    currentFederalPayment,
    Math.floor((discretionaryIncome * idrShareOfDiscretionaryIncome) / 12),
  );
  return {
    discretionaryIncome,
    estimatedMonthlyPayment,
    currentFederalPayment,
    estimatedMonthlySavings: Math.max(0, Math.round(currentFederalPayment - estimatedMonthlyPayment)),
  };
}
