import { z } from 'zod';
import { invoiceStatuses, paymentProviders, testCard } from './billing.contract';

/**
 * The White Label plan as the platform bills a company for it: a calendar month from its sign-up,
 * charged only once that month of service has ended (in arrears, like every charge here), with the
 * postage of the letters it mailed in the month passed on at cost on a line of its own.
 */
export const whiteLabelBilling = { planName: 'White Label Plan', monthlyCents: 39_900 } as const;

export const organizationBillingMessages = {
  noCard: 'No card on file: the owner adds one in Settings',
  noCardSetup: 'Card setup not found; start adding the card again',
  notWhiteLabel: 'Only a White Label company is billed for the plan',
} as const;

export const organizationCard = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type OrganizationCard = z.infer<typeof organizationCard>;

export const organizationInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.array(z.object({ description: z.string(), amountCents: z.number().int() })),
  amountCents: z.number().int(),
  status: z.enum(invoiceStatuses),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type OrganizationInvoice = z.infer<typeof organizationInvoice>;

/** Postage of the letters mailed in one calendar month (UTC), passed on at cost. */
export const monthlyMailSpend = z.object({
  month: z.string().describe('YYYY-MM'),
  pieces: z.number().int(),
  cents: z.number().int(),
});

export const organizationBilling = z.object({
  planName: z.string(),
  monthlyCents: z.number().int(),
  testMode: z.boolean(),
  testCards: z.array(testCard),
  card: organizationCard.nullable(),
  /** When the first month of service began: the company's sign-up. */
  serviceStartedAt: z.string(),
  /** The end of the month of service under way, when it is invoiced; null once suspended. */
  nextInvoiceAt: z.string().nullable(),
  /** The plan plus the postage of this month so far. */
  nextInvoiceCents: z.number().int(),
  invoices: z.array(organizationInvoice),
  mailSpend: z.array(monthlyMailSpend),
});
export type OrganizationBilling = z.infer<typeof organizationBilling>;

export const startOrganizationCardResponse = z.object({
  clientSecret: z.string(),
  provider: z.enum(paymentProviders),
  publishableKey: z.string().nullable(),
});
export type StartOrganizationCardResponse = z.infer<typeof startOrganizationCardResponse>;

/** What the platform operator sees of each company's billing. */
export const organizationBillingStatus = z.object({
  cardOnFile: z.boolean(),
  lastInvoiceStatus: z.enum(invoiceStatuses).nullable(),
  lastInvoiceCents: z.number().int().nullable(),
  /** Invoices not paid (declined, waiting for authentication, or no card). */
  unpaidCents: z.number().int(),
  nextInvoiceAt: z.string().nullable(),
});
export type OrganizationBillingStatus = z.infer<typeof organizationBillingStatus>;
