import { z } from 'zod';
import { creditReportSources } from './credit-figures';
import { creditRatingFor, creditRatings, maxScore, minScore } from './score';

export const creditReport = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  creditScore: z.number().int(),
  creditRating: z.enum(creditRatings),
  /** 0..1; null when nothing read or entered says it. */
  utilizationRate: z.number().nullable(),
  /** Months; null when nothing read or entered says it. */
  accountAge: z.number().int().nullable(),
  source: z.enum(creditReportSources),
  lastUpdated: z.string(),
});
export type CreditReport = z.infer<typeof creditReport>;
/** The current report, or null before the person has one. */
export const latestCreditReport = creditReport.nullable();
export type LatestCreditReport = z.infer<typeof latestCreditReport>;

export const scorePoint = z.object({ score: z.number().int(), recordedAt: z.string(), source: z.string() });
export type ScorePoint = z.infer<typeof scorePoint>;
/** Oldest first, the order a chart and a timeline read. */
export const scoreHistory = z.array(scorePoint);
export type ScoreHistory = z.infer<typeof scoreHistory>;

export const creditReportMessages = {
  scoreRange: `Enter a score from ${minScore} to ${maxScore}`,
} as const;
const creditScore = z
  .number({ error: creditReportMessages.scoreRange })
  .int(creditReportMessages.scoreRange)
  .min(minScore, creditReportMessages.scoreRange)
  .max(maxScore, creditReportMessages.scoreRange);
const maxAccountAgeMonths = 1200;

const reportFields = z.object({
  userId: z.number().int().positive(),
  creditScore,
  /** Stored as sent; left out, it stays unknown (never an assumed figure). */
  utilizationRate: z.number().min(0).max(1).optional(),
  accountAge: z.number().int().min(0).max(maxAccountAgeMonths).optional(),
  /** The form sends the rating too; it must be the one the score falls in (one rule, here). */
  creditRating: z.enum(creditRatings).optional(),
});

const ratingFollowsScore = (body: { creditScore: number; creditRating?: string }, ctx: z.RefinementCtx) => {
  const rating = creditRatingFor(body.creditScore);
  if (body.creditRating && body.creditRating !== rating) {
    ctx.addIssue({
      code: 'custom',
      path: ['creditRating'],
      message: `A score of ${body.creditScore} is rated ${rating}`,
    });
  }
};

export const createCreditReportRequest = reportFields.strict().superRefine(ratingFollowsScore);
export type CreateCreditReportRequest = z.input<typeof createCreditReportRequest>;

/** A person's own update from a report they pulled themselves (e.g. AnnualCreditReport.com). */
export const selfReportedCreditReportRequest = reportFields
  .omit({ userId: true })
  .strict()
  .superRefine(ratingFollowsScore);
export type SelfReportedCreditReportRequest = z.input<typeof selfReportedCreditReportRequest>;

/** Update Credit Report's form: utilization as a percent; a blank optional field is left as it is. */
export const selfReportedCreditReportForm = z
  .object({
    creditScore,
    utilizationPercent: z.union([z.literal(''), z.number().min(0).max(100)]),
    accountAge: z.union([z.literal(''), z.number().int().min(0).max(maxAccountAgeMonths)]),
  })
  .transform(
    (v): SelfReportedCreditReportRequest => ({
      creditScore: v.creditScore,
      utilizationRate: v.utilizationPercent === '' ? undefined : v.utilizationPercent / 100,
      accountAge: v.accountAge === '' ? undefined : v.accountAge,
    }),
  );
export const creditReportFormLimits = { maxAccountAgeMonths } as const;
