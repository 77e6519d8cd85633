/** Score scale and bands. */
export const minScore = 300;
export const maxScore = 850;

export const clampScore = (score: number) => Math.min(maxScore, Math.max(minScore, Math.round(score)));

/** Gauge fill, 0..1: (score - 300) / 550. */
export const gaugePercent = (score: number) => (clampScore(score) - minScore) / (maxScore - minScore);

export type ScoreBand = 'EXCELLENT' | 'VERY GOOD' | 'GOOD' | 'FAIR' | 'POOR';
export type ScoreBandColor = 'green' | 'blue' | 'yellow' | 'red';

/** The gauge's rating label: 800+ EXCELLENT, 740+ VERY GOOD, 670+ GOOD, 580+ FAIR, else POOR. */
export function scoreBand(score: number): { label: ScoreBand; color: ScoreBandColor } {
  if (score >= 800) return { label: 'EXCELLENT', color: 'green' };
  if (score >= 740) return { label: 'VERY GOOD', color: 'green' };
  if (score >= 670) return { label: 'GOOD', color: 'blue' };
  if (score >= 580) return { label: 'FAIR', color: 'yellow' };
  return { label: 'POOR', color: 'red' };
}

export const creditRatings = ['EXCELLENT', 'GOOD', 'FAIR', 'POOR'] as const;
export type CreditRating = (typeof creditRatings)[number];

/** The stored report rating: 750+ EXCELLENT, 700+ GOOD, 650+ FAIR, else POOR. */
export function creditRatingFor(score: number): CreditRating {
  if (score >= 750) return 'EXCELLENT';
  if (score >= 700) return 'GOOD';
  if (score >= 650) return 'FAIR';
  return 'POOR';
}

/** Score factor weights shown to people. */
export const scoreFactorWeights = [
  { factor: 'Payment history', weight: 35 },
  { factor: 'Credit utilization', weight: 30 },
  { factor: 'Length of credit history', weight: 15 },
  { factor: 'Credit mix', weight: 10 },
  { factor: 'New credit', weight: 10 },
] as const;
