import { z } from 'zod';
import { type PlanKind, planChargeBasis } from './plans.contract';

export const subscriptionStatuses = ['INCOMPLETE', 'ACTIVE', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
/** The one word for each subscription status, wherever a person or an admin reads one. */
export const subscriptionStatusLabels: Record<(typeof subscriptionStatuses)[number], string> = {
  ACTIVE: 'Active',
  INCOMPLETE: 'Card not saved',
  CANCELLED: 'Cancelled',
};
export const invoiceStatuses = ['PAID', 'FAILED', 'REQUIRES_ACTION'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** The one word for each invoice status, on a person's invoices and a company's alike. */
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  PAID: 'Paid',
  FAILED: 'Not paid',
  REQUIRES_ACTION: 'Needs action',
};
/** 'builtin' is the local test-mode processor; 'stripe' is Stripe. */
export const paymentProviders = ['builtin', 'stripe'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** 'arrears': each month charged after it ends, only if services were performed; 'advance': business plan. */
export const billingTimings = ['arrears', 'advance'] as const;
export type BillingTiming = (typeof billingTimings)[number];
/** CROA 15 U.S.C. 1679b(b): a consumer is never charged before the services were performed. */
export const billingTimingOf: Record<PlanKind, BillingTiming> = {
  consumer: 'arrears',
  professional: 'advance',
};

export const startSubscriptionRequest = z.object({ planId: z.coerce.number().int().positive() });
export type StartSubscriptionRequest = z.input<typeof startSubscriptionRequest>;
/** The card is saved (a setup intent), nothing is charged: consumer plans are billed in arrears. */
export const startSubscriptionResponse = z.object({
  clientSecret: z.string(),
  subscriptionId: z.number().int(),
  /** 'builtin' means the local test-mode processor: confirm with /api/payments/test-mode/confirm-setup. */
  provider: z.enum(paymentProviders),
  publishableKey: z.string().nullable(),
});
export type StartSubscriptionResponse = z.infer<typeof startSubscriptionResponse>;

export const subscription = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  priceCents: z.number().int(),
  billingInterval: z.string(),
  /** Monthly, or per deletion seen on a report at pricePerDeletionCents. */
  chargeBasis: planChargeBasis,
  pricePerDeletionCents: z.number().int().nullable(),
  status: z.enum(subscriptionStatuses),
  billing: z.enum(billingTimings),
  signedAt: z.string().nullable(),
  /** Last day (YYYY-MM-DD, company time) the consumer may cancel free of charge under CROA. */
  lastDayToCancel: z.string().nullable(),
  /** The instant the cancellation window closes; mailing of disputes may begin then. */
  cancellationWindowEndsAt: z.string().nullable(),
  inCancellationWindow: z.boolean(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** When the current period will be charged, if services are performed in it. */
  nextChargeAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  cancelledAt: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscription>;

/** What the built-in processor does with each of its test cards. */
export const testCardOutcomes = ['succeeds', 'declined', 'requires_authentication'] as const;
export const testCard = z.object({ number: z.string(), outcome: z.enum(testCardOutcomes) });
export type TestCard = z.infer<typeof testCard>;

export const billingOverview = z.object({
  testMode: z.boolean(),
  /** The built-in processor's test cards; empty with Stripe, whose own card form takes its test cards. */
  testCards: z.array(testCard),
  subscription: subscription.nullable(),
  /** The consumer plan the person's specialist set them up for; null once they are subscribed. */
  chosenPlanId: z.number().int().nullable(),
});
export type BillingOverview = z.infer<typeof billingOverview>;

export const cancelSubscriptionResponse = z.object({
  /** 'immediately' within the CROA window (no charge ever), else 'at-period-end'. */
  cancelled: z.enum(['immediately', 'at-period-end']),
  message: z.string(),
  subscription,
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponse>;

export const paymentMethod = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodList = z.array(paymentMethod);
export type PaymentMethodList = z.infer<typeof paymentMethodList>;

/**
 * One line of a per-deletion invoice: a deletion seen on a report at the plan's price, or a credit
 * (negative) giving back an earlier deletion's price when the item came back.
 */
export const invoiceLineKinds = ['DELETION', 'CREDIT'] as const;
export const invoiceLine = z.object({
  description: z.string(),
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoice = z.object({
  id: z.number().int(),
  number: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  amount: z.string(),
  status: z.enum(invoiceStatuses),
  periodStart: z.string(),
  periodEnd: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** What was performed in the period (why it was charged). */
  servicesPerformed: z.array(z.string()),
  /** A per-deletion invoice's priced lines; empty for a monthly plan's invoice. */
  lines: z.array(invoiceLine),
  failureMessage: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceList = z.array(invoice);
export type InvoiceList = z.infer<typeof invoiceList>;

/** Only in test mode: the local processor stands in for Stripe Elements. */
export const confirmTestSetupRequest = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().min(1, 'Enter the card number').max(40),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'CVC is 3 or 4 digits'),
});
export type ConfirmTestSetupRequest = z.input<typeof confirmTestSetupRequest>;
/** The test-mode card form: the card's own fields (the client secret comes from the checkout). */
export const testCardForm = confirmTestSetupRequest.omit({ clientSecret: true });

export const confirmTestSetupResponse = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  /** For requires_action: open this, then come back through /payment-success. */
  redirectUrl: z.string().nullable(),
  paymentMethod: paymentMethod.nullable(),
});
export type ConfirmTestSetupResponse = z.infer<typeof confirmTestSetupResponse>;
export const completeTestAuthenticationRequest = z.object({
  clientSecret: z.string().min(1).max(200),
  outcome: z.enum(['approve', 'fail']),
});
export type CompleteTestAuthenticationRequest = z.infer<typeof completeTestAuthenticationRequest>;

export const billingMessages = {
  planNotFound: 'Plan Not Found',
  alreadySubscribed: 'You already have this plan',
  agreementsMissing: 'Sign the disclosure, the contract and the notice of cancellation first',
  cardInvalid: 'This card number is not valid',
  cardDeclined: 'Your card was declined.',
  cardExpired: 'Your card has expired.',
  noSubscription: 'No active subscription',
  arrearsLabel: 'Start plan — billed after services are performed',
} as const;
