import { z } from 'zod';

/** Eligible at a score of 680 or higher. */
export const businessCreditThreshold = 680;

/** Where Business opens in a new tab: an outside business-credit platform we have no tie to. */
export const businessCreditPlatform = { name: 'Nav', url: 'https://www.nav.com/' } as const;

export const businessCreditFormulas = {
  progress: `Progress = your score ÷ ${businessCreditThreshold} × 100, capped at 100%.`,
  remaining: `Points remaining = ${businessCreditThreshold} − your score (0 once eligible).`,
} as const;

export const businessCreditEligibility = z.object({
  /** The person's latest report score; null when no report exists yet. */
  score: z.number().int().nullable(),
  /** The score is the specialist's statement, not a reading of the file. */
  scoreEnteredBySpecialist: z.boolean(),
  threshold: z.number().int(),
  eligible: z.boolean(),
  progressPercent: z.number().int(),
  pointsRemaining: z.number().int(),
  reportDate: z.iso.datetime().nullable(),
});
export type BusinessCreditEligibility = z.infer<typeof businessCreditEligibility>;

/** Section 9's progress and points remaining for a score; nothing is claimed without one. */
export function businessCreditEligibilityFor(
  score: number | null,
  reportDate: string | null,
  scoreEnteredBySpecialist = false,
): BusinessCreditEligibility {
  if (score === null)
    return {
      score,
      scoreEnteredBySpecialist: false,
      threshold: businessCreditThreshold,
      eligible: false,
      progressPercent: 0,
      pointsRemaining: 0,
      reportDate,
    };
  return {
    score,
    scoreEnteredBySpecialist,
    threshold: businessCreditThreshold,
    eligible: score >= businessCreditThreshold,
    progressPercent: Math.min(100, Math.round((score / businessCreditThreshold) * 100)),
    pointsRemaining: Math.max(0, businessCreditThreshold - score),
    reportDate,
  };
}
