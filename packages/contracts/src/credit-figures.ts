// Zod-free, so the dashboard's score card does not load the schema library with it.
import { personDate } from './common/person-dates';

/**
 * Where a report's figures came from: stated by the credit repair specialist, entered by the person
 * from a report they pulled themselves, read from an uploaded report, pulled from a bureau, or demo
 * data (which stands for reports read).
 */
export const creditReportSources = ['specialist', 'self', 'upload', 'bureau', 'seed'] as const;
export type CreditReportSource = (typeof creditReportSources)[number];

/**
 * A reading of a credit file. A specialist's figure is a statement, not a reading: it is shown
 * as such and is never the baseline of a change.
 */
export const isReadingSource = (source: string) => source !== 'specialist';

/** The words every screen uses for figures that do not come from a reading of the file. */
export const creditFigureMessages = {
  enteredBySpecialist: 'entered by your specialist',
  noScore: 'No score yet — it appears when your first credit report is read.',
  noScoreShort: 'No score yet',
  noUtilization: 'Utilization not known yet',
  noAccountAge: 'Not known yet',
  firstReading: 'First reading: changes show from your next report.',
} as const;

/**
 * Utilization is one figure, sum of balances ÷ sum of limits × 100, written with one decimal at most
 * (a report's stored rate 0.379 and the cards' 37.9 read alike).
 */
export const percentOfRate = (rate: number) => Math.round(rate * 1000) / 10;

/**
 * A credit report's utilization, named by the report it comes from, in the same words on the
 * dashboard and on the Utilization tab: the cards a person tracks may have newer balances, so the
 * two figures may differ, and each says where it comes from.
 */
export const reportUtilizationText = (
  report: { utilizationRate: number | null; lastUpdated: string },
  whose: 'your' | 'the' = 'your',
) => {
  const of = `${whose} credit report of ${personDate(report.lastUpdated)}`;
  return report.utilizationRate === null
    ? `${creditFigureMessages.noUtilization} · ${of}`
    : `Utilization ${percentOfRate(report.utilizationRate)}% on ${of}`;
};
