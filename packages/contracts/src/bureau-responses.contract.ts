import { z } from 'zod';
import { bureau } from './bureau-enum';
import { dateOrTimestamp } from './common/dates';
import { priority } from './common/priority';

export const bureauResponseTypes = ['VERIFIED', 'DELETED', 'UPDATED', 'FRIVOLOUS', 'PARTIAL'] as const;
export const bureauResponseType = z.enum(bureauResponseTypes);
export type BureauResponseType = z.infer<typeof bureauResponseType>;

export const bureauResponseTypeLabels: Record<BureauResponseType, string> = {
  VERIFIED: 'Verified as accurate',
  DELETED: 'Deleted',
  UPDATED: 'Updated',
  FRIVOLOUS: 'Rejected as frivolous or irrelevant',
  PARTIAL: 'Partly changed',
};

export const strategyTypes = ['ESCALATION', 'REWRITE', 'DOCUMENTATION', 'VALIDATION', 'LEGAL'] as const;
export const strategyType = z.enum(strategyTypes);
export type StrategyType = z.infer<typeof strategyType>;

export const bureauResponse = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  disputeId: z.number().int().nullable(),
  bureau,
  responseType: bureauResponseType,
  responseText: z.string(),
  responseDate: z.string(),
  nextStepGenerated: z.boolean(),
  aiAnalysisId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type BureauResponse = z.infer<typeof bureauResponse>;
export const bureauResponseList = z.array(bureauResponse);
export type BureauResponseList = z.infer<typeof bureauResponseList>;

export const bureauResponseMessages = {
  missingFields: 'Please fill in all fields',
} as const;
export const bureauResponseTextMaxLength = 20_000;

/** 'Please fill in all fields' when text, bureau or type is missing. */
export const createBureauResponseRequest = z
  .object({
    userId: z.number().int().positive(),
    disputeId: z.number().int().positive().optional(),
    bureau: bureau.optional(),
    responseType: bureauResponseType.optional(),
    responseText: z.string().trim().max(bureauResponseTextMaxLength).optional(),
    /** A calendar date, or the ISO timestamp the form sends (its date is the company's). */
    responseDate: dateOrTimestamp('Enter the response date as YYYY-MM-DD or an ISO timestamp').optional(),
    /** Sent by the form, always false: the next step is drafted by the analysis, not here. */
    nextStepGenerated: z.literal(false).optional(),
  })
  .strict();
export type CreateBureauResponseRequest = z.input<typeof createBureauResponseRequest>;

/** The 'Add Response' form: bureau, type and text are required, each missing one marked. */
export const bureauResponseForm = z.object({
  bureau: z.string().min(1, bureauResponseMessages.missingFields),
  responseType: z.string().min(1, bureauResponseMessages.missingFields),
  responseDate: z.string(),
  disputeId: z.string(),
  responseText: z
    .string()
    .trim()
    .min(1, bureauResponseMessages.missingFields)
    .max(bureauResponseTextMaxLength),
});

export const recommendedAction = z.object({
  action: z.string(),
  priority,
  timeframe: z.string(),
  description: z.string(),
});
export type RecommendedAction = z.infer<typeof recommendedAction>;

/** What an engine concludes; the stored analysis keeps the spec's JSON-string fields. */
export const bureauAnalysisDraft = z.object({
  successProbability: z.number().int().min(0).max(100),
  confidenceScore: z.number().int().min(0).max(100),
  strategyType,
  summary: z.string().min(1),
  rejectionReasons: z.array(z.string()),
  recommendedActions: z.array(recommendedAction).min(1),
  /** The next round's letter; empty when no further letter is due (e.g. DELETED). */
  nextDisputeTemplate: z.string(),
  /** The letter type of that next round, or null when none is due. */
  nextLetterType: z
    .enum(['BUREAU_DISPUTE', 'METHOD_OF_VERIFICATION', 'FURNISHER_DIRECT', 'DEBT_VALIDATION'])
    .nullable(),
});
export type BureauAnalysisDraft = z.infer<typeof bureauAnalysisDraft>;

/** The stored AI analysis of one bureau response. */
export const bureauAnalysis = z.object({
  id: z.number().int(),
  responseId: z.number().int(),
  successProbability: z.number().int(),
  confidenceScore: z.number().int(),
  strategyType,
  analysisResult: z.string(),
  rejectionReasons: z.array(z.string()),
  recommendedActions: z.string(),
  nextDisputeTemplate: z.string(),
  engine: z.string(),
  createdAt: z.string(),
});
export type BureauAnalysis = z.infer<typeof bureauAnalysis>;
