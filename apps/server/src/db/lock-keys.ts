/**
 * Every PostgreSQL advisory lock the server takes, in one scheme: two 32-bit keys, a namespace of
 * its own per lock and an id inside it (a number, or a name hashed with hashtext). Two locks can then
 * only meet inside one namespace, where they mean the same thing. The SQL sources (db/sql/) take
 * their namespaces from here as {{lock.<name>}}; lock-keys.test.ts checks that the numbers are
 * distinct and that no TypeScript or SQL source takes a lock by any other key.
 */
export const lockNamespaces = {
  /** (namespace, 0): one process migrates at a time. */
  migrations: 2019,
  /** (namespace, 1): one fold of work_queue_tallies at a time. */
  workQueueTalliesCompaction: 2020,
  /** (namespace, user id mod 256): writers recounting a client's unread thread take turns. */
  unreadThreadBuckets: 2021,
  /** (namespace, 1): one fold of dispute_tallies at a time. */
  disputeTalliesCompaction: 2022,
  /** (namespace, 1): one fold of tracking_count_deltas at a time. */
  trackingCountsCompaction: 2023,
  /** (namespace, hashtext('<item id>:<bureau>')): one open dispute of an item at a bureau. */
  openDisputeOfItem: 2024,
  /** (namespace, hashtext(phone digits)): one lead per phone number. */
  leadByPhone: 2025,
  /** (namespace, hashtext(job name)), session lock: one process runs a background job at a time. */
  backgroundJob: 2026,
} as const;
