import { z } from 'zod';

/** Money travels as a decimal string of dollars ("1250.50") and is stored as integer cents. */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);
export type MoneyString = z.infer<typeof moneyString>;
