import type { Bureau } from './bureaus';
import { formatCents } from './common/money';
import type { RentReportingService } from './rent-reporting-services';

/** The service score bar is scaled to 20 points. */
export const rentScoreScale = 20;

/**
 * Points a new on-time payment line might add, by how many open accounts the file has: a thin
 * file gains most. An estimate, not a promise: scoring models weigh it differently, some not at all.
 */
export function thinFilePoints(openAccounts: number | null): number {
  if (openAccounts === null || openAccounts === 0) return 20;
  if (openAccounts <= 2) return 15;
  if (openAccounts <= 4) return 10;
  return 5;
}

/** The estimate for services reporting to these bureaus: the thin-file points times the share of 3 bureaus. */
export function estimatedPoints(openAccounts: number | null, bureaus: readonly Bureau[]): number {
  const distinct = new Set(bureaus).size;
  return Math.min(rentScoreScale, Math.round((thinFilePoints(openAccounts) * distinct) / 3));
}

export interface RentCostBenefit {
  /** Cents. */
  totalMonthlyCost: number;
  /** Cents, once. */
  setupCost: number;
  /** Setup plus twelve months, cents. */
  firstYearCost: number;
  /** Points (estimate), 0 to 20. */
  estimatedScoreIncrease: number;
  /** First-year cost per estimated point, cents; null when no point is estimated. */
  costPerPoint: number | null;
  breakEvenTimeline: string;
}

/**
 * The cost-benefit of a set of chosen services. Bureaus count once: two services reporting rent to
 * the same bureau add a second line there, not twice the effect.
 */
export function rentCostBenefit(
  chosen: readonly RentReportingService[],
  openAccounts: number | null,
): RentCostBenefit {
  const totalMonthlyCost = chosen.reduce((s, c) => s + c.monthlyFee, 0);
  const setupCost = chosen.reduce((s, c) => s + c.setupFee, 0);
  const firstYearCost = setupCost + 12 * totalMonthlyCost;
  const estimatedScoreIncrease =
    chosen.length === 0
      ? 0
      : estimatedPoints(
          openAccounts,
          chosen.flatMap((c) => c.reportsToBureaus),
        );
  return {
    totalMonthlyCost,
    setupCost,
    firstYearCost,
    estimatedScoreIncrease,
    costPerPoint: estimatedScoreIncrease > 0 ? Math.round(firstYearCost / estimatedScoreIncrease) : null,
    breakEvenTimeline:
      chosen.length === 0
        ? 'Choose a service to compare'
        : firstYearCost === 0
          ? 'Free: nothing to recover'
          : `Worth it if a better rate or approval saves you more than ${formatCents(firstYearCost)} in the first year`,
  };
}

/** The formulas, shown on hover beside each figure. */
export const rentFormulas = {
  points:
    'Estimate: 20 points for a file with no open accounts, 15 with 1–2, 10 with 3–4, 5 with 5 or more (a new on-time line matters most to a thin file), times the share of the 3 bureaus the services report to. Scoring models differ; some ignore rent and bill payments.',
  monthly: 'Sum of the chosen services’ monthly fees.',
  firstYear: 'One-time setup fees + 12 × the monthly fees.',
  costPerPoint: 'First-year cost ÷ estimated points.',
  breakEven:
    'We cannot know the loan you will apply for: the service pays off only if it saves you more than its first-year cost.',
} as const;
