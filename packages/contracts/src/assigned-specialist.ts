import { z } from 'zod';
import { assignmentFilters } from './team-roles';

/** Whose clients a list holds: the viewer's own, no one's, or everyone's (a specialist only ever sees their own). */
export const assignmentFilter = z.enum(assignmentFilters);

/** The client's specialist as lists show it; null when no one is assigned. */
export const assignedSpecialist = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type AssignedSpecialist = z.infer<typeof assignedSpecialist>;
