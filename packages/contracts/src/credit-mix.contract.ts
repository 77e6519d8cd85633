import { z } from 'zod';
import { bodyUserId } from './common/params';
import { priority } from './common/priority';

/** The kinds of credit a score's mix factor looks at. */
export const mixKinds = ['REVOLVING', 'INSTALLMENT', 'MORTGAGE', 'OPEN'] as const;
export type MixKind = (typeof mixKinds)[number];
export const mixKindLabels: Record<MixKind, string> = {
  REVOLVING: 'Revolving (credit cards, lines of credit)',
  INSTALLMENT: 'Installment (auto, student, personal loans)',
  MORTGAGE: 'Mortgage',
  OPEN: 'Open (charge cards paid in full each month)',
};

/** Kinds of product that add a missing kind; never a named lender's offer. */
export const mixProductIds = ['SECURED_CARD', 'CREDIT_BUILDER_LOAN'] as const;
export type MixProductId = (typeof mixProductIds)[number];

export const mixProduct = z.object({
  id: z.enum(mixProductIds),
  type: z.enum(mixKinds),
  name: z.string(),
  provider: z.string(),
  /** Typical amount or limit, as words: a range, not an offer. */
  amount: z.string(),
  limit: z.string(),
  /** Mix score points it adds. */
  impact: z.number().int(),
  timeline: z.string(),
  benefits: z.array(z.string()),
  requirements: z.array(z.string()),
  /** When the person recorded they mean to apply (yyyy-mm-dd); null before. */
  intentRecordedOn: z.iso.date().nullable(),
});
export type MixProduct = z.infer<typeof mixProduct>;

export const creditMixAnalysis = z.object({
  currentMixScore: z.number().int(),
  targetMixScore: z.number().int(),
  improvementPotential: z.number().int(),
  kinds: z.array(z.object({ kind: z.enum(mixKinds), accounts: z.number().int(), points: z.number().int() })),
  recommendedProducts: z.array(mixProduct),
  actionPlan: z.array(
    z.object({
      step: z.number().int(),
      action: z.string(),
      priority,
      timeline: z.string(),
      description: z.string(),
    }),
  ),
  currentProducts: z.array(
    z.object({
      type: z.enum(mixKinds),
      accountType: z.string(),
      provider: z.string(),
      /** Cents. */
      balance: z.number().int(),
      status: z.enum(['ACTIVE', 'DEROGATORY']),
    }),
  ),
  implementationTimeline: z.string(),
  aiAnalysis: z.string(),
  riskAssessment: z.string(),
  /** False when no credit file is imported: the analysis then has nothing to read. */
  hasCreditFile: z.boolean(),
});
export type CreditMixAnalysis = z.infer<typeof creditMixAnalysis>;

/** POST /api/credit-mix-optimization/generate: {userId}, or no body (oneself). */
export const generateCreditMixRequest = z.object({ userId: bodyUserId }).strict();

/** Apply Now: {userId, productId}; the intent is the person's own, so userId may only be oneself. */
export const applyMixProductRequest = z
  .object({ userId: bodyUserId, productId: z.enum(mixProductIds) })
  .strict();
export type ApplyMixProductRequest = z.infer<typeof applyMixProductRequest>;
export const mixIntent = z.object({ productId: z.enum(mixProductIds), intentRecordedOn: z.iso.date() });
export type MixIntent = z.infer<typeof mixIntent>;
