import { z } from 'zod';
import { bureauSources } from './credit-monitoring.contract';

/** How mail leaves: by SMTP, or kept in the outbox for admins to read. */
export const mailTransports = ['outbox', 'smtp'] as const;

/** Public facts about this installation: who runs it, how to reach them, which adapters are live. */
export const appInfo = z.object({
  companyName: z.string(),
  supportEmail: z.string(),
  integrations: z.object({
    mail: z.enum(mailTransports),
    /** 'sandbox' files are simulated and shown with a 'Sandbox' badge. */
    bureaus: z.enum(bureauSources),
  }),
});
export type AppInfo = z.infer<typeof appInfo>;
