import { z } from 'zod';
import { formDollars, maxCents, moneyCents } from './common/cents';
import { bodyUserId } from './common/params';
import { personLine } from './common/person-text';

/** Where a card comes from: the person's imported credit file, or added by the person. */
export const creditCardSources = ['IMPORTED', 'ADDED'] as const;
export type CreditCardSource = (typeof creditCardSources)[number];

export const creditCard = z.object({
  /** `file-<tradeline id>` for imported cards, `card-<n>` for cards the person added. */
  id: z.string(),
  source: z.enum(creditCardSources),
  cardName: z.string(),
  bank: z.string(),
  /** Cents. */
  currentBalance: z.number().int(),
  /** Cents. */
  creditLimit: z.number().int(),
  /** Hundredths of a percent (2499 is 24.99%); unknown for imported cards. */
  interestRate: z.number().int().nullable(),
  /** yyyy-mm-dd; unknown for imported cards. */
  dueDate: z.iso.date().nullable(),
});
export type CreditCard = z.infer<typeof creditCard>;

export const utilizationMessages = {
  cardName: 'Card name is required',
  bank: 'Bank is required',
  limit: 'Credit limit must be more than $0',
  rate: 'APR must be from 0% to 99.99%',
  budget: 'Enter a payment budget of at least $1',
  failed: 'Failed to optimize utilization',
  optimized: 'AI optimization completed successfully',
  noCards:
    'No credit cards yet. Connect a credit monitoring service on the Monitor tab to import your cards, or add a card here.',
} as const;

const requiredText = (message: string) =>
  personLine(z.string({ error: message }).trim().min(1, message).max(80), 'The card name');

export const addCreditCardRequest = z
  .object({
    cardName: requiredText(utilizationMessages.cardName),
    bank: requiredText(utilizationMessages.bank),
    currentBalance: moneyCents,
    creditLimit: moneyCents.refine((c) => c > 0, utilizationMessages.limit),
    interestRate: z
      .number({ error: utilizationMessages.rate })
      .int(utilizationMessages.rate)
      .min(0, utilizationMessages.rate)
      .max(9_999, utilizationMessages.rate)
      .nullable()
      .default(null),
    dueDate: z.iso.date().nullable().default(null),
  })
  .strict();
export type AddCreditCardRequest = z.input<typeof addCreditCardRequest>;

/** The Add Card form as typed: whole dollars (empty is 0) and APR in percent. */
export const creditCardForm = z.object({
  cardName: requiredText(utilizationMessages.cardName),
  bank: requiredText(utilizationMessages.bank),
  currentBalance: formDollars,
  creditLimit: formDollars.refine((d) => d !== '' && d > 0, utilizationMessages.limit),
  interestRate: z.union([
    z.literal(''),
    z
      .number({ error: utilizationMessages.rate })
      .min(0, utilizationMessages.rate)
      .max(99.99, utilizationMessages.rate),
  ]),
  dueDate: z.union([z.literal(''), z.iso.date()]),
});
export type CreditCardFormValues = z.input<typeof creditCardForm>;

export const creditCardIdParams = z.object({ id: z.string().regex(/^card-\d{1,9}$/) }).strict();

export const alertUrgencies = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;
export type AlertUrgency = (typeof alertUrgencies)[number];

export const utilizationAlert = z.object({
  id: z.number().int(),
  urgency: z.enum(alertUrgencies),
  message: z.string(),
  actionSuggestion: z.string(),
  /** Cents. */
  suggestedAmount: z.number().int(),
  isRead: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type UtilizationAlert = z.infer<typeof utilizationAlert>;

/** A client may send only {userId}; the web form adds a budget. Without one, the plan reaches 10%. */
export const optimizeUtilizationRequest = z
  .object({
    userId: bodyUserId,
    /** What the person can pay toward their cards now, in cents; absent: what brings every card to 10%. */
    budget: z
      .number({ error: utilizationMessages.budget })
      .int(utilizationMessages.budget)
      .min(100, utilizationMessages.budget)
      .max(maxCents, utilizationMessages.budget)
      .optional(),
  })
  .strict();
export type OptimizeUtilizationRequest = z.infer<typeof optimizeUtilizationRequest>;

export const cardOptimization = z.object({
  cardId: z.string(),
  cardName: z.string(),
  priority: z.number().int(),
  /** Cents to pay on this card. */
  payment: z.number().int(),
  currentUtilization: z.number(),
  targetUtilization: z.number(),
  scoreImpact: z.number().int(),
  timeframe: z.string(),
  suggestedAction: z.string(),
});
export type CardOptimization = z.infer<typeof cardOptimization>;

export const optimizationResult = z.object({
  overall: z.object({
    currentUtilization: z.number(),
    targetUtilization: z.number(),
    /** Points, estimated by the score simulator's utilization rule. */
    scoreImpact: z.number().int(),
    /** Cents of the budget the plan uses. */
    totalOptimization: z.number().int(),
  }),
  cardOptimizations: z.array(cardOptimization),
});
export type OptimizationResult = z.infer<typeof optimizationResult>;
