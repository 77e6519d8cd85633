import { z } from 'zod';

/**
 * The request header a client sets so that a create it retries (after a timeout, a dropped
 * connection, a restarted server) is done once: the same key answers the first result again.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

export const idempotencyMessages = {
  invalid: 'Idempotency-Key must be 1 to 100 visible ASCII characters',
  reused: 'This Idempotency-Key was already used for a different request; send a new key for a new request',
} as const;

/** Visible ASCII only (no spaces or control characters), as the header's draft standard allows. */
export const idempotencyKey = z.string().regex(/^[\x21-\x7e]{1,100}$/, idempotencyMessages.invalid);
