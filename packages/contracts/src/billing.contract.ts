import { z } from 'zod';

export const subscriptionStatuses = ['INCOMPLETE', 'ACTIVE', 'CANCELLED'] as const;
export const invoiceStatuses = ['PAID', 'FAILED', 'REQUIRES_ACTION'] as const;

export const startSubscriptionRequest = z.object({ planId: z.coerce.number().int().positive() });
/** The card is saved (a setup intent), nothing is charged: consumer plans are billed in arrears. */
export const startSubscriptionResponse = z.object({
  clientSecret: z.string(),
  subscriptionId: z.number().int(),
  /** 'builtin' means the local test-mode processor: confirm with /api/payments/test-mode/confirm-setup. */
  provider: z.enum(['builtin', 'stripe']),
  publishableKey: z.string().nullable(),
});

export const subscription = z.object({
  id: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  priceCents: z.number().int(),
  billingInterval: z.string(),
  status: z.enum(subscriptionStatuses),
  /** 'arrears': each month charged after it ends, only if services were performed; 'advance': business plan. */
  billing: z.enum(['arrears', 'advance']),
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

export const billingOverview = z.object({
  testMode: z.boolean(),
  subscription: subscription.nullable(),
});

export const cancelSubscriptionResponse = z.object({
  /** 'immediately' within the CROA window (no charge ever), else 'at-period-end'. */
  cancelled: z.enum(['immediately', 'at-period-end']),
  message: z.string(),
  subscription,
});

export const paymentMethod = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export const paymentMethodList = z.array(paymentMethod);

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
  failureMessage: z.string().nullable(),
});
export const invoiceList = z.array(invoice);

/** Only in test mode: the local processor stands in for Stripe Elements. */
export const confirmTestSetupRequest = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().min(1).max(40),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'CVC is 3 or 4 digits'),
});
export const confirmTestSetupResponse = z.object({
  status: z.enum(['succeeded', 'requires_action']),
  /** For requires_action: open this, then come back through /payment-success. */
  redirectUrl: z.string().nullable(),
  paymentMethod: paymentMethod.nullable(),
});
export const completeTestAuthenticationRequest = z.object({
  clientSecret: z.string().min(1).max(200),
  outcome: z.enum(['approve', 'fail']),
});

/** Documented test cards of the built-in processor (the same numbers Stripe documents). */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
} as const;

export const billingMessages = {
  planNotFound: 'Plan Not Found',
  alreadySubscribed: 'You already have this plan',
  agreementsMissing: 'Sign the disclosure, the contract and the notice of cancellation first',
  cardRefused:
    'Test mode accepts only the documented test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined), 4000 0025 0000 3155 (requires authentication)',
  cardInvalid: 'This card number is not valid',
  cardDeclined: 'Your card was declined.',
  cardExpired: 'Your card has expired.',
  noSubscription: 'No active subscription',
  arrearsLabel: 'Start plan — billed after services are performed',
} as const;
