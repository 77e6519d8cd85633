import { z } from 'zod';
import { bureauSources } from './credit-monitoring.contract';

/** How mail leaves: by SMTP, or kept in the outbox for admins to read. */
export const mailTransports = ['outbox', 'smtp'] as const;

/**
 * Public facts about the company a page belongs to (a visitor's by the host they came to, a signed-in
 * person's by their organization): its name, brand and support contact, and which adapters are live.
 */
export const appInfo = z.object({
  companyName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  /** The company's colour as `#rrggbb`, or null for the product's own. */
  primaryColour: z.string().nullable(),
  /** Where its logo is served, or null when it has none (the product's mark is shown). */
  logoUrl: z.string().nullable(),
  /**
   * The slug the platform's pages carry to show this company (`/o/<slug>`, `?org=<slug>`): a company
   * reached at the platform's host rather than a host of its own. Null for the platform's own pages
   * and at the company's own host. Its sign-in, password and sign-out pages keep it.
   */
  organizationSlug: z.string().nullable(),
  integrations: z.object({
    mail: z.enum(mailTransports),
    /** 'sandbox' files are simulated and shown with a 'Sandbox' badge. */
    bureaus: z.enum(bureauSources),
  }),
});
export type AppInfo = z.infer<typeof appInfo>;
