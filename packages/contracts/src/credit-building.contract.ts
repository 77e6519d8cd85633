import { z } from 'zod';
import { priority } from './common/priority';

export const creditBuildingStatuses = ['RECOMMENDED', 'IN_PROGRESS', 'COMPLETED'] as const;
export const creditBuildingStatus = z.enum(creditBuildingStatuses);
export type CreditBuildingStatus = z.infer<typeof creditBuildingStatus>;

export const creditBuildingAction = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  priority,
  potentialImpact: z.number().int(),
  timeframe: z.string(),
  status: creditBuildingStatus,
});
export type CreditBuildingAction = z.infer<typeof creditBuildingAction>;
export const creditBuildingActionList = z.array(creditBuildingAction);
export type CreditBuildingActionList = z.infer<typeof creditBuildingActionList>;
export const updateCreditBuildingActionRequest = z.object({ status: creditBuildingStatus }).strict();
export type UpdateCreditBuildingActionRequest = z.infer<typeof updateCreditBuildingActionRequest>;

/** Start Action, then Mark Complete; COMPLETED is terminal. */
export const nextCreditBuildingStatus: Record<CreditBuildingStatus, CreditBuildingStatus | null> = {
  RECOMMENDED: 'IN_PROGRESS',
  IN_PROGRESS: 'COMPLETED',
  COMPLETED: null,
};

export const creditBuildingMessages = {
  updated: 'Action updated successfully',
  failed: 'Failed to update action',
  invalidTransition: 'Actions move from Recommended to In Progress to Completed only',
} as const;

/** What the plan derives from a report: one action of each type at most. */
export const creditBuildingTypes = [
  'UTILIZATION_REDUCTION',
  'PAYMENT_HISTORY',
  'COLLECTIONS',
  'SECURED_CARD',
] as const;
export type CreditBuildingType = (typeof creditBuildingTypes)[number];

/** Credit building's default target, apart from the dashboard goal's 750. */
export const creditBuildingTargetScore = 720;

/** Potential Gain: the recommended actions' points, never past the top of the scale. */
export function potentialGain(
  actions: Pick<CreditBuildingAction, 'status' | 'potentialImpact'>[],
  score: number | null,
) {
  const sum = actions.filter((a) => a.status === 'RECOMMENDED').reduce((s, a) => s + a.potentialImpact, 0);
  return score === null ? sum : Math.min(sum, Math.max(0, 850 - score));
}

/** The progress bar: score over target, whole percent, at most 100. */
export const targetProgressPercent = (score: number, target: number) =>
  target <= 0 ? 0 : Math.min(100, Math.round((score / target) * 100));
