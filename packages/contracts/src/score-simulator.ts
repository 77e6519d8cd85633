import { z } from 'zod';
import type { CreditIssueStatus, CreditIssueType } from './credit-issues.contract';
import { clampScore, maxScore, minScore } from './score';

export const simulatorActions = [
  'payOffCollections',
  'lowerUtilization',
  'removeLatePays',
  'addSecuredCard',
] as const;
export type SimulatorAction = (typeof simulatorActions)[number];

export const simulatorActionLabels: Record<SimulatorAction, string> = {
  payOffCollections: 'Pay off collections',
  lowerUtilization: 'Lower credit utilization below 10%',
  removeLatePays: 'Remove inaccurate late payments',
  addSecuredCard: 'Add a secured credit card',
};

export const simulatorMessages = {
  noActionsTitle: 'No actions selected',
  noActionsBody: 'Please select at least one action to simulate',
  failed: 'Failed to simulate credit score',
  disclaimer:
    'Estimates based on industry averages, scaled to your report where we know it. Actual results vary.',
} as const;

export const simulateScoreRequest = z
  .object({
    currentScore: z.number().int().min(minScore).max(maxScore),
    actions: z
      .array(z.enum(simulatorActions))
      .min(1, simulatorMessages.noActionsBody)
      .max(simulatorActions.length)
      .refine((a) => new Set(a).size === a.length, 'Each action may be chosen once'),
  })
  .strict();
export type SimulateScoreRequest = z.infer<typeof simulateScoreRequest>;
/** The simulator's own choice: the actions (the score is the person's own). */
export const simulatorForm = simulateScoreRequest.pick({ actions: true });

export const simulationResult = z.object({
  currentScore: z.number().int(),
  simulatedScore: z.number().int(),
  totalImprovement: z.number().int(),
  impacts: z.array(z.object({ action: z.string(), impact: z.number().int(), explanation: z.string() })),
});
export type SimulationResult = z.infer<typeof simulationResult>;

/** What is known of the person's file; undefined means unknown, so the industry average applies. */
export interface CreditProfile {
  collections?: number;
  latePayments?: number;
  utilizationRate?: number;
  accountAgeMonths?: number;
}

/** Under two years of history a file is "thin": a new on-time account helps most. */
export const thinFileMonths = 24;

/** Types the "Pay off collections" action acts on: a charged-off debt is paid or settled the same way. */
const collectionTypes: readonly CreditIssueType[] = ['COLLECTION', 'CHARGE_OFF'];

/**
 * The one count of the person's items that the simulator, the AI analysis's projection and the
 * credit-building actions all use: items still on the file (a disputed item stays until removed).
 */
export function creditProfileOf(
  items: readonly { type: CreditIssueType; status: CreditIssueStatus }[],
  report: { utilizationRate: number | null; accountAgeMonths: number | null } | null,
): CreditProfile {
  const onFile = items.filter((i) => i.status !== 'RESOLVED');
  // A figure the report does not give is left out, so the simulator uses its stated average instead.
  return {
    collections: onFile.filter((i) => collectionTypes.includes(i.type)).length,
    latePayments: onFile.filter((i) => i.type === 'LATE_PAYMENT').length,
    ...(report?.utilizationRate != null && { utilizationRate: report.utilizationRate }),
    ...(report?.accountAgeMonths != null && { accountAgeMonths: report.accountAgeMonths }),
  };
}

interface Impact {
  action: SimulatorAction;
  impact: number;
  explanation: string;
}

// Typical gains reported by the scoring literature and consumer credit studies; deliberately modest.
function impactOf(action: SimulatorAction, p: CreditProfile): Impact {
  switch (action) {
    case 'payOffCollections': {
      if (p.collections === 0) return { action, impact: 0, explanation: 'Your report shows no collections.' };
      const n = p.collections ?? 1;
      const impact = Math.min(60, 25 + 10 * (n - 1));
      return {
        action,
        impact,
        explanation:
          p.collections === undefined
            ? 'Industry average for one paid or removed collection; newer scoring models ignore paid collections.'
            : `${n} collection${n > 1 ? 's or charge-offs' : ' or charge-off'} on your report; about 25 points for the first and 10 for each further one, up to 60.`,
      };
    }
    case 'lowerUtilization': {
      const u = p.utilizationRate;
      if (u !== undefined && u <= 0.1)
        return { action, impact: 0, explanation: 'Your utilization is already under 10%.' };
      const impact = u === undefined ? 30 : Math.min(60, Math.round((u - 0.1) * 90));
      return {
        action,
        impact,
        explanation:
          u === undefined
            ? 'Industry average for bringing revolving balances under 10% of limits (utilization is 30% of a score).'
            : `Your utilization is ${Math.round(u * 100)}%; bringing it under 10% recovers most of what it costs you.`,
      };
    }
    case 'removeLatePays': {
      if (p.latePayments === 0)
        return { action, impact: 0, explanation: 'Your report shows no late payments.' };
      const n = p.latePayments ?? 1;
      const impact = Math.min(80, 35 + 15 * (n - 1));
      return {
        action,
        impact,
        explanation:
          p.latePayments === undefined
            ? 'Industry average for removing one inaccurate late payment (payment history is 35% of a score).'
            : `${n} late payment${n > 1 ? 's' : ''} on your report; only inaccurate ones can be removed.`,
      };
    }
    case 'addSecuredCard': {
      const thin = p.accountAgeMonths !== undefined && p.accountAgeMonths < thinFileMonths;
      return {
        action,
        impact: thin ? 20 : 10,
        explanation: thin
          ? 'A young credit file gains most from a new on-time account, after about six months of use.'
          : 'A new on-time account helps mix and utilization a little, after about six months of use.',
      };
    }
  }
}

/** The simulator's math: one rule for both sides; never above 850. */
export function simulateScore(
  currentScore: number,
  actions: readonly SimulatorAction[],
  profile: CreditProfile = {},
): SimulationResult {
  const impacts = actions
    .map((a) => impactOf(a, profile))
    .map((i) => ({ ...i, action: simulatorActionLabels[i.action] }));
  const simulatedScore = clampScore(currentScore + impacts.reduce((s, i) => s + i.impact, 0));
  return { currentScore, simulatedScore, totalImprovement: simulatedScore - currentScore, impacts };
}

export interface ScoreProjection {
  /** The simulator's actions that fit this file: what the projection assumes is done. */
  actions: SimulatorAction[];
  /** Not every dispute succeeds and only inaccurate items come off: under half the gain. */
  low: number;
  /** Exactly what the simulator shows for these actions on this file. */
  high: number;
}

/** Share of the simulator's gain the low end of a projection counts on. */
const projectionLowShare = 0.4;

/**
 * The AI analysis's score projection, on the simulator's model: the actions that fit the file, the
 * simulator's figure for them as the high end. Null when nothing on the file is for the simulator.
 */
export function projectScore(score: number, profile: CreditProfile): ScoreProjection | null {
  const actions: SimulatorAction[] = [];
  if ((profile.collections ?? 0) > 0) actions.push('payOffCollections');
  if ((profile.utilizationRate ?? 0) > 0.1) actions.push('lowerUtilization');
  if ((profile.latePayments ?? 0) > 0) actions.push('removeLatePays');
  if (profile.accountAgeMonths !== undefined && profile.accountAgeMonths < thinFileMonths)
    actions.push('addSecuredCard');
  if (actions.length === 0) return null;
  const high = simulateScore(score, actions, profile).simulatedScore;
  return { actions, low: Math.round(score + (high - score) * projectionLowShare), high };
}
