import { z } from 'zod';
import { bureau } from './bureau-enum';

/**
 * GET /api/admin/analytics: the admin portal's figures, computed from the database
 * rather than shown as placeholders. Every figure carries its definition, shown on hover and focus,
 * and the count it rests on (n); a rate or average over nothing is null, shown as '—'.
 */

/** What each figure means, written once; the server sends it beside the figure. */
export const analyticsDefinitions = {
  activeIssues: 'Credit issues of all clients whose status is ACTIVE (not yet disputed or resolved).',
  disputesSent:
    'Disputes that were mailed: a send date is recorded, or the status moved beyond PENDING (sent, delivered, follow-up required, resolved or rejected).',
  awaitingApproval:
    'Letters an admin drafted that are still PENDING and that the client has neither approved nor asked to change. Nothing is mailed before the client approves.',
  followUpCompletion:
    'Of the disputes whose 14-day follow-up date has come (today or earlier), the share marked completed.',
  bureauSuccess:
    'Bureau answers recorded in Bureau Response Analysis that deleted, updated or partly changed the item, over all answers from that bureau (verified and frivolous answers count as not successful). A partial change counts as a success because the bureau changed the report.',
  bureauResponseTime:
    'Average calendar days from the letter’s delivery date (or its send date when delivery is unknown) to the date the bureau’s answer was recorded, over the disputes that have both dates.',
  scoreChange:
    'For each client with at least two readings of their credit file (uploaded reports, bureau pulls, their own entries): latest reading minus the first. A starting score entered by the specialist is not a reading. Clients with a single reading have no change to measure yet.',
  aiUsage:
    'Each use of an AI feature (dispute letters, credit analysis, score simulation) plus each bureau response analysis, by feature and by the engine that did the work.',
  monthly: 'The last 12 calendar months (UTC), the current month last.',
} as const;

export const monthlyDefinitions = {
  newClients: 'Client accounts (any access level but admin) created in the month.',
  disputesCreated:
    'Dispute letters filed in the month, whether or not mailed yet, however written: by hand, by the AI writer or in a batch. (The beta program counts only the AI writer’s drafts, as “letters drafted by the AI writer”.)',
  disputesSent: 'Disputes whose send date falls in the month.',
  responsesReceived: 'Bureau answers whose response date falls in the month.',
  itemsDeleted:
    'Items the outcome ledger records as deleted by a bureau, seen in a file of the month; a deletion later corrected in the ledger is not counted.',
} as const;
export type MonthlyFigure = keyof typeof monthlyDefinitions;

export const monthlyLabels: Record<MonthlyFigure, string> = {
  newClients: 'New clients',
  disputesCreated: 'Disputes created',
  disputesSent: 'Disputes sent',
  responsesReceived: 'Responses received',
  itemsDeleted: 'Items deleted',
};

/** Score change ranges of the distribution chart; `min`/`max` inclusive, null for open ends. */
export const scoreChangeBuckets = [
  { label: '−50 or less', min: null, max: -50 },
  { label: '−49 to −1', min: -49, max: -1 },
  { label: 'No change', min: 0, max: 0 },
  { label: '+1 to +24', min: 1, max: 24 },
  { label: '+25 to +49', min: 25, max: 49 },
  { label: '+50 to +99', min: 50, max: 99 },
  { label: '+100 or more', min: 100, max: null },
] as const satisfies readonly { label: string; min: number | null; max: number | null }[];

/** Names of the AI features counted; a feature missing here is shown by its code. */
export const aiFeatureLabels: Record<string, string> = {
  'dispute-letter': 'Dispute letters',
  'credit-analysis': 'Credit analysis',
  'score-simulation': 'Score simulation',
  'bureau-analysis': 'Bureau response analysis',
};

// Shapes are spread rather than `.extend`ed so the web bundle can drop every schema it does not use.
const count = z.object({ value: z.number().int(), definition: z.string() });

/** numerator out of n; percent null when n is 0. */
const ratioShape = {
  numerator: z.number().int(),
  n: z.number().int(),
  percent: z.number().nullable(),
};
const ratio = z.object(ratioShape);

export const bureauSuccessRow = z.object({
  ...ratioShape,
  bureau,
  deleted: z.number().int(),
  updated: z.number().int(),
  partial: z.number().int(),
  verified: z.number().int(),
  frivolous: z.number().int(),
});
export type BureauSuccessRow = z.infer<typeof bureauSuccessRow>;

const averageDaysShape = { averageDays: z.number().nullable(), n: z.number().int() };
const averageDays = z.object(averageDaysShape);
export const bureauResponseTimeRow = z.object({ ...averageDaysShape, bureau });
export type BureauResponseTimeRow = z.infer<typeof bureauResponseTimeRow>;

export const aiUsageRow = z.object({
  feature: z.string(),
  engine: z.string(),
  uses: z.number().int(),
  last30Days: z.number().int(),
});
export type AiUsageRow = z.infer<typeof aiUsageRow>;

export const monthlySummaryRow = z.object({
  /** yyyy-mm */
  month: z.string(),
  newClients: z.number().int(),
  disputesCreated: z.number().int(),
  disputesSent: z.number().int(),
  responsesReceived: z.number().int(),
  itemsDeleted: z.number().int(),
});
export type MonthlySummaryRow = z.infer<typeof monthlySummaryRow>;

/** GET /api/admin/analytics?fresh=true: count the figures now rather than serve the latest count. */
export const adminAnalyticsQuery = z.object({
  fresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const adminAnalytics = z.object({
  /** When the figures were counted (the server keeps the latest count for `maxAgeSeconds`). */
  generatedAt: z.string(),
  /** How long a count is served before the server counts again. */
  maxAgeSeconds: z.number().int().optional(),
  activeIssues: count,
  disputesSent: count,
  awaitingApproval: count,
  followUpCompletion: z.object({ ...ratioShape, definition: z.string() }),
  bureauSuccess: z.object({
    definition: z.string(),
    overall: ratio,
    bureaus: z.array(bureauSuccessRow),
  }),
  bureauResponseTime: z.object({
    definition: z.string(),
    overall: averageDays,
    bureaus: z.array(bureauResponseTimeRow),
  }),
  scoreChange: z.object({
    definition: z.string(),
    n: z.number().int(),
    average: z.number().nullable(),
    median: z.number().nullable(),
    improved: z.number().int(),
    declined: z.number().int(),
    unchanged: z.number().int(),
    distribution: z.array(z.object({ label: z.string(), clients: z.number().int() })),
  }),
  aiUsage: z.object({
    definition: z.string(),
    total: z.number().int(),
    last30Days: z.number().int(),
    rows: z.array(aiUsageRow),
  }),
  monthly: z.object({
    definition: z.string(),
    /** The definition of each column, keyed like the rows. */
    columns: z.object({
      newClients: z.string(),
      disputesCreated: z.string(),
      disputesSent: z.string(),
      responsesReceived: z.string(),
      itemsDeleted: z.string(),
    }),
    months: z.array(monthlySummaryRow),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;
