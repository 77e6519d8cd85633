// Zod-free (the schema is in money-string.ts), so a page that only shows an amount does not load
// the schema library with it.

export const centsToMoney = (cents: number) => (cents / 100).toFixed(2);

// Made once: `toLocaleString` with options builds a new formatter on every call, which is what a
// letter or a statement with dozens of amounts spent its time on.
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,250.50" in US English. */
export function formatUsd(amount: string | number): string {
  return usdFormat.format(typeof amount === 'string' ? Number(amount) : amount);
}

// Made once each (a formatter per call is what `toLocaleString` with options costs).
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});

/** "$1,250" from cents, without cents when whole. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return (Number.isInteger(dollars) ? wholeDollars : dollarsAndCents).format(dollars);
}

/**
 * "$9.00" from cents, cents always shown: the lines of an itemised price (a letter's print, postage
 * and receipt, and their total), where a whole-dollar "$9" beside "$4.15" would not line up.
 */
export const formatPriceCents = (cents: number) => usdFormat.format(cents / 100);
