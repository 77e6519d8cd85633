import { z } from 'zod';
import { creditRatings, maxScore, minScore } from './score';

export const creditReport = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  creditScore: z.number().int(),
  creditRating: z.enum(creditRatings),
  /** 0..1 */
  utilizationRate: z.number(),
  /** Months */
  accountAge: z.number().int(),
  source: z.enum(['manual', 'upload', 'bureau', 'seed']),
  lastUpdated: z.string(),
});
export type CreditReport = z.infer<typeof creditReport>;
/** Newest first: the first is the current report. */
export const creditReportList = z.array(creditReport);

export const scorePoint = z.object({ score: z.number().int(), recordedAt: z.string(), source: z.string() });
export type ScorePoint = z.infer<typeof scorePoint>;
/** Oldest first, the order a chart and a timeline read. */
export const scoreHistory = z.array(scorePoint);

export const createCreditReportRequest = z
  .object({
    userId: z.number().int().positive(),
    creditScore: z.number().int().min(minScore).max(maxScore),
    utilizationRate: z.number().min(0).max(1).default(0.3),
    accountAge: z.number().int().min(0).max(1200).default(36),
  })
  .strict();
export type CreateCreditReportRequest = z.input<typeof createCreditReportRequest>;

/** The real change over the last 30 days, from history (replaces the spec's fixed '+23 this month'). */
export function scoreChangeSince(
  history: readonly ScorePoint[],
  days: number,
  now = new Date(),
): number | null {
  if (history.length === 0) return null;
  const since = now.getTime() - days * 86_400_000;
  const latest = history[history.length - 1] as ScorePoint;
  // The score as it stood at the start of the window: the last point at or before it, else the first point.
  const before = [...history].reverse().find((p) => new Date(p.recordedAt).getTime() <= since) ?? history[0];
  return latest.score - (before as ScorePoint).score;
}

/** A person's own update from a report they pulled themselves (e.g. AnnualCreditReport.com). */
export const selfReportedCreditReportRequest = createCreditReportRequest.omit({ userId: true });
export type SelfReportedCreditReportRequest = z.input<typeof selfReportedCreditReportRequest>;
