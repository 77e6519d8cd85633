import { z } from 'zod';
import { creditReportSources } from './credit-figures';
import { accessLevel } from './users.contract';

/** GET /api/admin/clients/:userId/summary: the selected client's card. */
export const clientSummary = z.object({
  userId: z.number().int(),
  /** The latest report's score; null shows '---'. */
  creditScore: z.number().int().nullable(),
  /** Where that score came from; a specialist's figure is shown as entered by them. */
  creditScoreSource: z.enum(creditReportSources).nullable(),
  activeIssues: z.number().int(),
  /** Disputes whose status is PENDING: awaiting mailing (dispute-counts.ts). */
  pendingDisputes: z.number().int(),
  /** Disputes mailed or about to be, not yet answered: the client's own "Pending" count. */
  inProgressDisputes: z.number().int(),
  totalDisputes: z.number().int(),
});
export type ClientSummary = z.infer<typeof clientSummary>;

/** PATCH /api/admin/users/:userId. */
export const changeAccessLevelRequest = z.object({ accessLevel }).strict();
export type ChangeAccessLevelRequest = z.infer<typeof changeAccessLevelRequest>;

export const accessLevelMessages = {
  ownLevel: 'You cannot remove your own admin access',
  /** Admin access makes a person part of the team, which only the Owner runs. */
  ownerOnly: 'Only the Owner can give or take away admin access',
  changed: 'Access Level Updated',
  failed: 'Failed to update access level',
  /** Why the person is signed out: their permissions changed under them. */
  sessionsEnded: 'They are signed out of every device and sign in again with the new access.',
} as const;

/** One line of a client's activity: an audit entry with secrets left out. */
export const userActivityEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type UserActivityEntry = z.infer<typeof userActivityEntry>;

export const userActivityQuery = z
  .object({ limit: z.coerce.number().int().min(1).max(200).default(50) })
  .strict();
export type UserActivityQuery = z.input<typeof userActivityQuery>;
export const userActivity = z.array(userActivityEntry);
export type UserActivity = z.infer<typeof userActivity>;
