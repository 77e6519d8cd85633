import { z } from 'zod';

/** How urgent a recommended action is, in the analyses, the bureau answers and the credit-building plan. */
export const priorities = ['HIGH', 'MEDIUM', 'LOW'] as const;
export const priority = z.enum(priorities);
export type Priority = z.infer<typeof priority>;
