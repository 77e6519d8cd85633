import { z } from 'zod';

/** Public facts about this installation: who runs it, how to reach them, which adapters are live. */
export const appInfo = z.object({
  companyName: z.string(),
  supportEmail: z.string(),
  integrations: z.object({
    mail: z.enum(['smtp', 'outbox']),
  }),
});
export type AppInfo = z.infer<typeof appInfo>;
