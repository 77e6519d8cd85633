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

/** Start Action, then Mark Complete; COMPLETED is terminal (spec 000 section 4). */
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
