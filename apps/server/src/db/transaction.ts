import type { Database } from './client';

/**
 * A transaction handle. Repositories that take part in a unit of work spanning two modules accept
 * one, so a service can make both modules' rows land together or not at all.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
