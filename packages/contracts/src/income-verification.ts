import type { IncomeVerification, TaxIntegration } from './tax-integrations.contract';

/** A stated salary within this share of the verified income counts as consistent with it. */
export const statedIncomeTolerance = 0.1;

export interface IncomeSource {
  key: keyof Omit<IncomeVerification, 'adjustedGrossIncome'>;
  label: string;
  cents: number;
  /** Share of the year's income from the three sources, whole percent. */
  percent: number;
}

export interface IncomeVerificationSummary {
  taxYear: number;
  /** The adjusted gross income of the newest verified year, in cents. */
  verifiedIncome: number;
  /** The verified income divided by 12, rounded to the cent. */
  monthlyIncome: number;
  sources: IncomeSource[];
  /** The verified year before it, when there is one, and the change in percent (one decimal). */
  previous: { taxYear: number; verifiedIncome: number; changePercent: number | null } | null;
  /** The salary the person states for their current jobs against the verified income. */
  stated: {
    annualCents: number;
    differenceCents: number;
    differencePercent: number;
    consistent: boolean;
  } | null;
}

const sourceLabels: Record<IncomeSource['key'], string> = {
  w2Income: 'Wages (W-2)',
  selfEmploymentIncome: 'Self-employment',
  otherIncome: 'Other income',
};

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The newest verified figures of each tax year (several tools may have verified the same year). */
function verifiedByYear(integrations: TaxIntegration[]) {
  const byYear = new Map<number, { lastUpdated: string; income: IncomeVerification }>();
  for (const i of integrations) {
    if (i.verificationStatus !== 'VERIFIED' || !i.incomeVerification) continue;
    const known = byYear.get(i.taxYear);
    if (!known || known.lastUpdated < i.lastUpdated)
      byYear.set(i.taxYear, { lastUpdated: i.lastUpdated, income: i.incomeVerification });
  }
  return byYear;
}

/**
 * The Income Verification tab: the newest verified year's income, monthly, by source, against the
 * year before and against the salary the person states. Null until a year is verified.
 */
export function summarizeIncomeVerification(
  integrations: TaxIntegration[],
  statedAnnualCents: number | null,
): IncomeVerificationSummary | null {
  const byYear = verifiedByYear(integrations);
  const years = [...byYear.keys()].sort((a, b) => b - a);
  const newest = years[0];
  if (newest === undefined) return null;
  const income = (byYear.get(newest) as { income: IncomeVerification }).income;
  const verifiedIncome = income.adjustedGrossIncome;
  const keys = Object.keys(sourceLabels) as IncomeSource['key'][];
  const sourceTotal = keys.reduce((sum, k) => sum + income[k], 0);
  const sources = keys.map((key) => ({
    key,
    label: sourceLabels[key],
    cents: income[key],
    percent: sourceTotal > 0 ? Math.round((income[key] / sourceTotal) * 100) : 0,
  }));
  const before = byYear.get(newest - 1)?.income.adjustedGrossIncome;
  const previous =
    before === undefined
      ? null
      : {
          taxYear: newest - 1,
          verifiedIncome: before,
          changePercent: before > 0 ? oneDecimal(((verifiedIncome - before) / before) * 100) : null,
        };
  const stated =
    statedAnnualCents && statedAnnualCents > 0 && verifiedIncome > 0
      ? {
          annualCents: statedAnnualCents,
          differenceCents: statedAnnualCents - verifiedIncome,
          differencePercent: oneDecimal(((statedAnnualCents - verifiedIncome) / verifiedIncome) * 100),
          consistent: Math.abs(statedAnnualCents - verifiedIncome) <= verifiedIncome * statedIncomeTolerance,
        }
      : null;
  return {
    taxYear: newest,
    verifiedIncome,
    monthlyIncome: Math.round(verifiedIncome / 12),
    sources,
    previous,
    stated,
  };
}
