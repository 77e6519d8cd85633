import { z } from 'zod';

const maxId = 2_147_483_647;
const positiveId = z.coerce.number().int().positive().max(maxId);

/** `/:id` of any record. */
export const recordIdParams = z.object({ id: positiveId }).strict();
export type RecordIdParams = z.infer<typeof recordIdParams>;
/** `/:userId` of a person's records (self, or anyone for an admin). */
export const userIdPathParams = z.object({ userId: positiveId }).strict();
export type UserIdPathParams = z.infer<typeof userIdPathParams>;
/** `/:userId` where 0 means every client's records (an admin's list). */
export const userIdOrEveryoneParams = z
  .object({ userId: z.coerce.number().int().min(0).max(maxId) })
  .strict();
export type UserIdOrEveryoneParams = z.infer<typeof userIdOrEveryoneParams>;
/** `?userId=` on a person's lists (clients send it): the same rule as `/:userId`; absent means oneself. */
export const ownerQuery = z.object({ userId: positiveId.optional() });
export type OwnerQuery = z.infer<typeof ownerQuery>;
/**
 * The `userId` clients put in request bodies: one's own id or absent acts for oneself; another
 * person's id answers 404 to a non-admin (each route says whether an admin may name a client).
 */
export const bodyUserId = z.number().int().positive().max(maxId).optional();
