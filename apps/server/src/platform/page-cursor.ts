import { pageCursorMessages } from '@app/contracts/common/page-cursor';
import { badRequest } from './errors';

/** Where a page ended: its last row's sort value and id, the tie-breaker. */
export interface PagePosition<K> {
  key: K;
  id: number;
}

/**
 * Opaque cursors for keyset paging. The cursor carries the list's scope (its ordering and filters),
 * so a cursor from one list or filter is refused on another instead of silently skipping rows.
 */
export function encodePageCursor<K>(scope: string, at: PagePosition<K>): string {
  return Buffer.from(JSON.stringify({ s: scope, k: at.key, i: at.id })).toString('base64url');
}

/**
 * The position a cursor names, or undefined without one; a cursor that is not one of ours, belongs
 * to another scope, or whose key `isKey` refuses is a 400 naming `cursor` (never a database error).
 */
export function decodePageCursor<K>(
  cursor: string | undefined,
  scope: string,
  isKey: (key: unknown) => key is K,
): PagePosition<K> | undefined {
  if (cursor === undefined) return undefined;
  const refuse = () =>
    badRequest(pageCursorMessages.bad, [{ field: 'cursor', message: pageCursorMessages.bad }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  const c = parsed as { s?: unknown; k?: unknown; i?: unknown } | null;
  if (
    typeof c !== 'object' ||
    c === null ||
    c.s !== scope ||
    !isKey(c.k) ||
    !Number.isInteger(c.i) ||
    (c.i as number) < 1 ||
    (c.i as number) > 2_147_483_647
  ) {
    throw refuse();
  }
  return { key: c.k as K, id: c.i as number };
}

/** A calendar day that exists (checked here, so a forged cursor is a 400, never a cast error). */
export const isDayKey = (k: unknown): k is string => {
  if (typeof k !== 'string' || !/^[1-9]\d{3}-\d{2}-\d{2}$/.test(k)) return false;
  const day = new Date(`${k}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === k;
};

/**
 * A timestamp as PostgreSQL writes `timestamptz::text` (microseconds kept: a key cut to the
 * millisecond would skip rows written within the same millisecond), on a day and at a time that exist.
 */
export const isTimestampKey = (k: unknown): k is string =>
  typeof k === 'string' &&
  isDayKey(k.slice(0, 10)) &&
  /^.{10} ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/.test(k);

/** Text keys of a name ordering, e.g. [last name, first name]. */
export const isTextKeys =
  (n: number) =>
  (k: unknown): k is string[] =>
    Array.isArray(k) && k.length === n && k.every((v) => typeof v === 'string' && v.length <= 300);
