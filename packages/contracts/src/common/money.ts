import { z } from 'zod';

/** Money travels as a decimal string of dollars ("1250.50") and is stored as integer cents. */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);
export type MoneyString = z.infer<typeof moneyString>;
export const centsToMoney = (cents: number) => (cents / 100).toFixed(2);

/** "$1,250.50" in US English. */
export function formatUsd(amount: string | number): string {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
