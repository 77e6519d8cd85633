import { formatCents } from './common/money';
import type {
  EmploymentStatus,
  LoanAssessmentResult,
  LoanProfile,
  LoanType,
  ReadinessFactor,
} from './loan-readiness.contract';
import { type ScoreBand, scoreBand } from './score';

/** Every formula of the assessment, as the Results tab shows them on hover. */
export const loanFormulas = {
  dti: 'Debt-to-income = monthly debt payments ÷ monthly income × 100 (monthly income is annual ÷ 12 when left empty).',
  readiness:
    'Readiness (0–100) = debt-to-income (30) + credit score band (30) + down payment ratio (15) + employment length (15) + reserves (10). Hover each factor for its rule.',
  approval:
    'Estimate: readiness × 0.95, capped at 20% when debt-to-income is over 50% and at 25% when the score is under 580; never under 5% or over 95%. Lenders decide on their own criteria.',
  rate: 'Estimate: a typical range for this loan type and your score band, not an offer; lenders price from the market on the day.',
  timeline:
    'Ready now at 70 or more; 3 to 6 months at 50 to 69; 6 to 12 months below 50, sooner as the concerns are resolved.',
} as const;

export const factorRules = {
  dti: '30 at 20% or less, 24 at 36% or less, 15 at 43% or less, 6 at 50% or less, else 0.',
  score: 'By score band: Excellent 30, Very good 28, Good 22, Fair 12, Poor 0.',
  down: 'Down payment ÷ loan amount: 15 at 20% or more, 10 at 10%, 5 at 3.5%, else 0 (personal loans need none: 15).',
  employment:
    'Employed: 15 at 24 months or more, 10 at 12, 6 at 6, else 3. Self-employed or contractor: 12 at 24, 6 at 12, else 2. Retired 12. Unemployed 0.',
  reserves:
    'Savings + checking + investments ÷ monthly obligations (debts + housing): 10 at 6 months or more, 7 at 3, 4 at 1, else 0.',
} as const;

export const monthlyIncomeOf = (p: Pick<LoanProfile, 'monthlyIncome' | 'annualIncome'>) =>
  p.monthlyIncome > 0 ? p.monthlyIncome : Math.round(p.annualIncome / 12);

/** Percent with one decimal; null without income. */
export function debtToIncome(p: Pick<LoanProfile, 'monthlyIncome' | 'annualIncome' | 'monthlyDebtPayments'>) {
  const income = monthlyIncomeOf(p);
  return income > 0 ? Math.round((p.monthlyDebtPayments / income) * 1000) / 10 : null;
}

const steps = (value: number, table: [number, number][], otherwise = 0) =>
  table.find(([atLeast]) => value >= atLeast)?.[1] ?? otherwise;

function dtiPoints(dti: number | null) {
  if (dti === null) return 0;
  if (dti <= 20) return 30;
  if (dti <= 36) return 24;
  if (dti <= 43) return 15;
  if (dti <= 50) return 6;
  return 0;
}

const bandPoints: Record<ScoreBand, number> = { EXCELLENT: 30, 'VERY GOOD': 28, GOOD: 22, FAIR: 12, POOR: 0 };

function employmentPoints(status: EmploymentStatus, months: number) {
  switch (status) {
    case 'EMPLOYED':
      return steps(
        months,
        [
          [24, 15],
          [12, 10],
          [6, 6],
        ],
        3,
      );
    case 'SELF_EMPLOYED':
    case 'CONTRACTOR':
      return steps(
        months,
        [
          [24, 12],
          [12, 6],
        ],
        2,
      );
    case 'RETIRED':
      return 12;
    case 'UNEMPLOYED':
      return 0;
  }
}

const reservesOf = (p: LoanProfile) => p.savingsAmount + p.checkingAmount + p.investmentAmount;
const obligationsOf = (p: LoanProfile) => p.monthlyDebtPayments + p.monthlyRentMortgage;

/** Typical annual rate ranges in hundredths of a percent, by loan type and score band (not offers). */
const rateRanges: Record<LoanType, Record<ScoreBand, [number, number]>> = {
  MORTGAGE: {
    EXCELLENT: [625, 700],
    'VERY GOOD': [650, 725],
    GOOD: [675, 775],
    FAIR: [725, 850],
    POOR: [800, 1000],
  },
  AUTO: {
    EXCELLENT: [500, 700],
    'VERY GOOD': [600, 800],
    GOOD: [700, 1000],
    FAIR: [1000, 1500],
    POOR: [1400, 2000],
  },
  PERSONAL: {
    EXCELLENT: [900, 1300],
    'VERY GOOD': [1100, 1500],
    GOOD: [1400, 2000],
    FAIR: [1800, 2800],
    POOR: [2500, 3600],
  },
  BUSINESS: {
    EXCELLENT: [800, 1100],
    'VERY GOOD': [900, 1300],
    GOOD: [1100, 1600],
    FAIR: [1500, 2500],
    POOR: [2200, 3500],
  },
};

/** The assessment (issue 16): each factor by its rule, then the estimates and advice they imply. */
export function assessLoanReadiness(p: LoanProfile): LoanAssessmentResult {
  const income = monthlyIncomeOf(p);
  const dti = debtToIncome(p);
  const band = scoreBand(p.creditScore).label;
  const downRatio = p.loanAmount > 0 ? p.downPayment / p.loanAmount : 0;
  const obligations = obligationsOf(p);
  const reserveMonths = obligations > 0 ? reservesOf(p) / obligations : reservesOf(p) > 0 ? 12 : 0;
  const pct = (r: number) => `${Math.round(r * 1000) / 10}%`;

  const factors: ReadinessFactor[] = [
    {
      factor: 'Debt-to-income',
      points: dtiPoints(dti),
      maxPoints: 30,
      detail: dti === null ? 'No income entered' : `${dti}% of ${formatCents(income)} monthly income`,
    },
    {
      factor: 'Credit score',
      points: bandPoints[band],
      maxPoints: 30,
      detail: `${p.creditScore} (${band.toLowerCase()})`,
    },
    {
      factor: 'Down payment',
      points:
        p.loanType === 'PERSONAL'
          ? 15
          : steps(downRatio, [
              [0.2, 15],
              [0.1, 10],
              [0.035, 5],
            ]),
      maxPoints: 15,
      detail: p.loanType === 'PERSONAL' ? 'Not needed for a personal loan' : `${pct(downRatio)} of the loan`,
    },
    {
      factor: 'Employment',
      points: employmentPoints(p.employmentStatus, p.employmentLength),
      maxPoints: 15,
      detail: `${p.employmentLength} months`,
    },
    {
      factor: 'Reserves',
      points: steps(reserveMonths, [
        [6, 10],
        [3, 7],
        [1, 4],
      ]),
      maxPoints: 10,
      detail: `${Math.floor(reserveMonths * 10) / 10} months of obligations`,
    },
  ];
  const readinessScore = factors.reduce((s, f) => s + f.points, 0);
  let approval = Math.round(readinessScore * 0.95);
  if (dti !== null && dti > 50) approval = Math.min(approval, 20);
  if (p.creditScore < 580) approval = Math.min(approval, 25);
  approval = Math.max(5, Math.min(95, approval));
  const [low, high] = rateRanges[p.loanType][band];

  const strengths = factors
    .filter((f) => f.points >= f.maxPoints * 0.8)
    .map((f) => `${f.factor}: ${f.detail}`);
  const concerns = factors
    .filter((f) => f.points <= f.maxPoints * 0.4)
    .map((f) => `${f.factor}: ${f.detail}`);
  const recommendedActions = actionsFor(p, { income, dti, downRatio, obligations, factors });
  const timelineToQualification =
    readinessScore >= 70 ? 'Ready to apply now' : readinessScore >= 50 ? '3 to 6 months' : '6 to 12 months';
  return {
    loanType: p.loanType,
    loanAmount: p.loanAmount,
    readinessScore,
    approvalProbability: approval,
    debtToIncomeRatio: dti,
    estimatedInterestRate: Math.round((low + high) / 2),
    estimatedRateRange: { low, high },
    factors,
    aiInsights: {
      summary: `Readiness ${readinessScore} of 100 for a ${formatCents(p.loanAmount)} loan: ${strengths.length} strength${strengths.length === 1 ? '' : 's'}, ${concerns.length} concern${concerns.length === 1 ? '' : 's'}.`,
      strengths,
      concerns,
      recommendedActions,
      timelineToQualification,
      nextSteps:
        readinessScore >= 70
          ? [
              'Compare offers from at least three lenders within 14 days, so the hard inquiries count as one.',
              'Ask for pre-qualification first: it uses a soft inquiry that does not affect your score.',
              'Gather two recent pay stubs, two years of tax returns and two months of bank statements.',
            ]
          : [
              'Work through the recommended actions, highest priority first.',
              'Check the Issues tab for errors on your credit report that you can dispute.',
              'Run a new assessment after your figures change.',
            ],
    },
  };
}

function actionsFor(
  p: LoanProfile,
  x: {
    income: number;
    dti: number | null;
    downRatio: number;
    obligations: number;
    factors: ReadinessFactor[];
  },
) {
  const actions: LoanAssessmentResult['aiInsights']['recommendedActions'] = [];
  if (x.dti === null) {
    actions.push({
      action: 'Enter your income in the Financial Profile',
      priority: 'HIGH',
      timeframe: 'Now',
      impact: 'Up to 30 points',
    });
  } else if (x.dti > 36) {
    const cut = p.monthlyDebtPayments - Math.floor(x.income * 0.36);
    actions.push({
      action: `Lower monthly debt payments by ${formatCents(cut)} to reach 36% debt-to-income`,
      priority: x.dti > 43 ? 'HIGH' : 'MEDIUM',
      timeframe: '3 to 12 months',
      impact: `Up to ${24 - dtiPoints(x.dti)} points`,
    });
  }
  if (p.creditScore < 740) {
    const next = p.creditScore < 580 ? 580 : p.creditScore < 670 ? 670 : 740;
    actions.push({
      action: `Raise your credit score to ${next} (${next - p.creditScore} points more): dispute inaccurate items and keep utilization under 10%`,
      priority: p.creditScore < 670 ? 'HIGH' : 'LOW',
      timeframe: '2 to 6 months',
      impact: `Up to ${bandPoints[scoreBand(next).label] - bandPoints[scoreBand(p.creditScore).label]} points and a lower rate`,
    });
  }
  if (p.loanType !== 'PERSONAL' && x.downRatio < 0.2 && p.loanAmount > 0) {
    actions.push({
      action: `Save ${formatCents(Math.ceil(p.loanAmount * 0.2) - p.downPayment)} more to reach a 20% down payment`,
      priority: x.downRatio < 0.035 ? 'HIGH' : 'MEDIUM',
      timeframe: '6 to 12 months',
      impact: 'Up to 15 points; avoids mortgage insurance on a mortgage',
    });
  }
  if (p.employmentStatus !== 'RETIRED' && p.employmentStatus !== 'UNEMPLOYED' && p.employmentLength < 24) {
    actions.push({
      action: `Stay in your current work ${24 - p.employmentLength} more months to show 2 years of steady income`,
      priority: 'MEDIUM',
      timeframe: `${24 - p.employmentLength} months`,
      impact: 'Up to 15 points',
    });
  }
  const reserves = reservesOf(p);
  if (x.obligations > 0 && reserves < x.obligations * 3) {
    actions.push({
      action: `Build ${formatCents(x.obligations * 3 - reserves)} more in savings to cover 3 months of obligations`,
      priority: 'LOW',
      timeframe: '3 to 6 months',
      impact: 'Up to 7 points',
    });
  }
  return actions;
}
