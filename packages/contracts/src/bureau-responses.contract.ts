import { z } from 'zod';
import { bureau } from './bureaus';

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

export const bureauResponseMessages = {
  missingFields: 'Please fill in all fields',
} as const;

/** 'Please fill in all fields' when text, bureau or type is missing (spec 001 section 8). */
export const createBureauResponseRequest = z
  .object({
    userId: z.number().int().positive(),
    disputeId: z.number().int().positive().optional(),
    bureau: bureau.optional(),
    responseType: bureauResponseType.optional(),
    responseText: z.string().trim().max(20_000).optional(),
    responseDate: z.iso.date().optional(),
  })
  .strict();

export const recommendedAction = z.object({
  action: z.string(),
  priority: z.enum(['HIGH', 'MEDIUM', 'LOW']),
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

/** Spec 001 section 3 (bureau analysis). */
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
