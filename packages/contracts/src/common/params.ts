import { z } from 'zod';

const maxId = 2_147_483_647;
/** A record's id as a JSON body sends it: a positive 32-bit integer, as the database keeps ids. */
export const recordId = z.number().int().positive().max(maxId);
/** A record's id from a path or a query string (text until read). */
export const positiveId = z.coerce.number().int().positive().max(maxId);

/**
 * `?ids=1,2,3`: one to `max` distinct record ids, comma-separated; `invalid` says what is wrong with
 * text that is not such a list, `tooMany` what is wrong with more than `max`.
 */
export const idListQuery = (max: number, messages: { invalid: string; tooMany: string }) =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, messages.invalid)
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(recordId).max(max, messages.tooMany));

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
export const bodyUserId = recordId.optional();
