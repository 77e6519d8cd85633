import { z } from 'zod';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** `/:id` of any record. */
export const recordIdParams = z.object({ id: positiveId }).strict();
/** `/:userId` of a person's records (self, or anyone for an admin). */
export const userIdPathParams = z.object({ userId: positiveId }).strict();
