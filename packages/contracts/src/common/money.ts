// Zod-free (the schema is in money-string.ts), so a page that only shows an amount does not load
// the schema library with it.

export const centsToMoney = (cents: number) => (cents / 100).toFixed(2);

/** "$1,250.50" in US English. */
export function formatUsd(amount: string | number): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
