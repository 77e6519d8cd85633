import { z } from 'zod';
import { maxScore, minScore } from './score';

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
