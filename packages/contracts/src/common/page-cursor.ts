import { z } from 'zod';

/**
 * Keyset paging for admin lists: a page's `nextCursor` names where it ended, and the next request
 * passes it back as `cursor`, so reading the 250th page costs what the first does (no skipped rows
 * are read). `page` keeps working for clients that count pages.
 */
export const pageCursorMessages = {
  bad: 'This page link is out of date; start again from the first page',
} as const;

/** Opaque to clients: base64url text, as the server wrote it. */
export const pageCursor = z
  .string()
  .max(2000)
  .regex(/^[A-Za-z0-9_-]+$/, pageCursorMessages.bad);

/** The cursor of the page after this one; null on the last page. */
export const nextPageCursor = z.string().nullable();
