import { z } from 'zod';
import { monthlyDefinitions } from './analytics.contract';
import { assignedSpecialist } from './assigned-specialist';

/**
 * GET /api/admin/analytics/specialists (issue 35): the work of each specialist, month by month.
 * A figure belongs to the specialist of its letter (the client's specialist when the letter was
 * drafted, as the results by specialist count it), so a client given to someone else later leaves
 * the work done with whoever did it; letters drafted while no one was assigned make the
 * "Unassigned" row.
 */

/** What the table counts, written once; the server sends it beside the figures. */
export const specialistMonthlyDefinition =
  'The last 12 calendar months (UTC), the latest first; each row is one specialist’s letters in one month: the letters drafted while they worked the client, with those letters’ answers and deletions. Months where a specialist had nothing counted are left out.';

export const specialistMonthlyDefinitions = {
  lettersMailed: 'Dispute letters whose mailed (send) date falls in the month.',
  answersReceived: 'Bureau answers whose response date falls in the month.',
  // One definition of a deletion across Analytics: the ledger's.
  deletions: monthlyDefinitions.itemsDeleted,
} as const;
export type SpecialistMonthlyFigure = keyof typeof specialistMonthlyDefinitions;

export const specialistMonthlyLabels: Record<SpecialistMonthlyFigure, string> = {
  lettersMailed: 'Letters mailed',
  answersReceived: 'Answers received',
  deletions: 'Deletions',
};

/** The row of clients with no specialist, in the table's words. */
export const unassignedSpecialistLabel = 'Unassigned';

export const specialistMonthRow = z.object({
  /** yyyy-mm */
  month: z.string(),
  /** Null: the letters drafted while no specialist was assigned. */
  specialist: assignedSpecialist,
  lettersMailed: z.number().int(),
  answersReceived: z.number().int(),
  deletions: z.number().int(),
});
export type SpecialistMonthRow = z.infer<typeof specialistMonthRow>;

export const specialistAnalytics = z.object({
  definition: z.string(),
  /** The definition of each column, keyed like the rows. */
  columns: z.object({ lettersMailed: z.string(), answersReceived: z.string(), deletions: z.string() }),
  /** Latest month first; within a month, specialists by name, then Unassigned. */
  rows: z.array(specialistMonthRow),
});
export type SpecialistAnalytics = z.infer<typeof specialistAnalytics>;
