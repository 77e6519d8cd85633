import { z } from 'zod';
import { priority } from './common/priority';
import { simulateScoreRequest } from './score-simulator';

/** An AI analysis of a credit report. Both engines answer exactly this shape. */
export const creditAnalysis = z.object({
  analysis: z.string().min(1),
  priorityIssues: z.array(z.string()),
  recommendations: z.array(
    z.object({
      action: z.string(),
      priority,
      expectedImpact: z.string(),
      timeframe: z.string(),
      steps: z.array(z.string()),
    }),
  ),
  disputeStrategy: z.object({
    collections: z.string(),
    latePayments: z.string(),
    inquiries: z.string(),
  }),
  scoreProjection: z.string(),
});
export type CreditAnalysis = z.infer<typeof creditAnalysis>;

export const creditAnalysisRequest = z.object({ userId: z.number().int().positive().optional() }).strict();
export type CreditAnalysisRequest = z.infer<typeof creditAnalysisRequest>;
export const creditAnalysisResponse = creditAnalysis.extend({ engine: z.enum(['builtin', 'openai']) });
export type CreditAnalysisResponse = z.infer<typeof creditAnalysisResponse>;

/** The simulator over someone's real data: one's own, or (for an admin) a client's. */
export const simulateForRequest = simulateScoreRequest.extend({
  userId: z.number().int().positive().optional(),
});
export type SimulateForRequest = z.infer<typeof simulateForRequest>;

/** Names of the AI features whose every use is recorded (table ai_feature_uses) for analytics. */
export const aiFeatureNames = ['dispute-letter', 'credit-analysis', 'score-simulation'] as const;
export type AiFeatureName = (typeof aiFeatureNames)[number];

export const simulatorAdminMessages = {
  noReport: 'No credit report available',
} as const;
