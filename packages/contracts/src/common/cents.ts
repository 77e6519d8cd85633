import { z } from 'zod';

/** The largest amount any money field takes: $10,000,000 in cents (fits a 32-bit integer). */
export const maxCents = 1_000_000_000;

export const centsMessages = {
  range: 'Enter an amount from $0 to $10,000,000',
} as const;

/** Money as whole cents: never negative, never absurd. */
export const moneyCents = z
  .number({ error: centsMessages.range })
  .int(centsMessages.range)
  .min(0, centsMessages.range)
  .max(maxCents, centsMessages.range);

/** Whole dollars typed in a form, as cents (empty gives 0). */
export const dollarsToCents = (dollars: number | '' | undefined) =>
  typeof dollars === 'number' && Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;

/** A money field of a form in whole dollars as typed: empty is allowed (it counts as 0). */
export const formDollars = z.union([
  z.literal(''),
  z
    .number({ error: centsMessages.range })
    .min(0, centsMessages.range)
    .max(maxCents / 100, centsMessages.range),
]);
