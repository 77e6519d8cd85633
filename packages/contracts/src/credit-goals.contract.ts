import { z } from 'zod';
import { maxScore, minScore } from './score';

/** Spec 000 section 9: the default goal is 750. */
export const defaultTargetScore = 750;

export const creditGoal = z.object({ targetScore: z.number().int(), isDefault: z.boolean() });
export type CreditGoal = z.infer<typeof creditGoal>;
export const creditGoalMessages = { range: `Choose a goal from ${minScore} to ${maxScore}` } as const;
export const setCreditGoalRequest = z
  .object({
    targetScore: z
      .number({ error: creditGoalMessages.range })
      .int(creditGoalMessages.range)
      .min(minScore, creditGoalMessages.range)
      .max(maxScore, creditGoalMessages.range),
  })
  .strict();
export type SetCreditGoalRequest = z.infer<typeof setCreditGoalRequest>;

/** Goal progress = score / target, as a rounded percent capped at 100. */
export const goalProgressPercent = (score: number, target: number) =>
  target > 0 ? Math.min(100, Math.round((score / target) * 100)) : 0;
/** Account age progress = months / 60, capped at 100%. */
export const accountAgeProgressPercent = (months: number) => Math.min(100, Math.round((months / 60) * 100));
