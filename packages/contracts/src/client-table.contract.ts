import { z } from 'zod';
import { assignedSpecialist, assignmentFilter } from './assigned-specialist';
import { creditReportSources } from './credit-figures';

/**
 * Issue 21: Client Management's table. Every column sorts, the list is searched and filtered on the
 * server, and pages follow an opaque cursor (keyset), so the 5,000th client costs what the first does.
 */
export const clientTableSorts = [
  'name',
  'score',
  'activeItems',
  'openDisputes',
  'round',
  'nextDue',
  'lastActivity',
] as const;
export const clientTableSort = z.enum(clientTableSorts);
export type ClientTableSort = z.infer<typeof clientTableSort>;

export const clientTableSortLabels: Record<ClientTableSort, string> = {
  name: 'Name',
  score: 'Score',
  activeItems: 'Active items',
  openDisputes: 'Open disputes',
  round: 'Round',
  nextDue: 'Next action',
  lastActivity: 'Last activity',
};

/** The client's most urgent piece of work, the one due first. */
export const nextActions = [
  'CONFIRM_REPORT',
  'AWAITING_APPROVAL',
  'MAIL_LETTER',
  'CONFIRM_DELIVERY',
  'FOLLOW_UP',
  'BUREAU_ANSWER',
] as const;
export const nextAction = z.enum(nextActions);
export type NextAction = z.infer<typeof nextAction>;
export const nextActionLabels: Record<NextAction, string> = {
  CONFIRM_REPORT: 'Confirm the uploaded report',
  AWAITING_APPROVAL: 'Client to approve a letter',
  MAIL_LETTER: 'Mail an approved letter',
  CONFIRM_DELIVERY: 'Confirm delivery',
  FOLLOW_UP: 'Follow up',
  BUREAU_ANSWER: 'Bureau answer due',
};

const yesNo = z.enum(['true', 'false']).transform((v) => v === 'true');
const score = z.coerce.number().int().min(300).max(850);

/** GET /api/admin/clients: one page of the table. */
export const clientTableQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    sort: clientTableSort.default('name'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    /** 'NONE' lists the clients with nothing waiting. */
    nextAction: z.union([nextAction, z.literal('NONE')]).optional(),
    hasOpenDisputes: yesNo.optional(),
    minScore: score.optional(),
    maxScore: score.optional(),
    /** Whose clients: the viewer's own, no one's, or everyone's (a specialist only ever sees their own). */
    assigned: assignmentFilter.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    /** The `nextCursor` of the previous page, as given; it belongs to one sort and direction. */
    cursor: z.string().max(500).optional(),
  })
  .strict()
  .refine((q) => q.minScore === undefined || q.maxScore === undefined || q.minScore <= q.maxScore, {
    path: ['minScore'],
    message: 'The lowest score cannot be above the highest',
  });
export type ClientTableQuery = z.input<typeof clientTableQuery>;

export const clientTableRow = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The latest report's score; null when the client has no report yet. */
  score: z.number().int().nullable(),
  /** Where that score came from; a specialist's figure is shown as entered by them. */
  scoreSource: z.enum(creditReportSources).nullable(),
  activeItems: z.number().int(),
  openDisputes: z.number().int(),
  /** The highest round among open disputes; null with none open. */
  currentRound: z.number().int().nullable(),
  nextAction: nextAction.nullable(),
  /** Calendar date (yyyy-mm-dd) the next action is due. */
  nextDue: z.string().nullable(),
  /** ISO timestamp of the last thing that happened to the client's file. */
  lastActivity: z.string(),
  /** The client's specialist; null when unassigned. */
  assignedSpecialist,
});
export type ClientTableRow = z.infer<typeof clientTableRow>;

export const clientTablePage = z.object({
  items: z.array(clientTableRow),
  /** How many clients match the search and filters. */
  total: z.number().int(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ClientTablePage = z.infer<typeof clientTablePage>;

export const clientTableMessages = {
  badCursor: 'This page link is out of date; start again from the first page',
} as const;

/** The score filter's choices: the bands of scoreBand(), as ranges the table query takes. */
export const scoreBandFilters = [
  { value: 'poor', label: 'Poor (under 580)', minScore: 300, maxScore: 579 },
  { value: 'fair', label: 'Fair (580–669)', minScore: 580, maxScore: 669 },
  { value: 'good', label: 'Good (670–739)', minScore: 670, maxScore: 739 },
  { value: 'very-good', label: 'Very good (740–799)', minScore: 740, maxScore: 799 },
  { value: 'excellent', label: 'Excellent (800 and up)', minScore: 800, maxScore: 850 },
] as const;
