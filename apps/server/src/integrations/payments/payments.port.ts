/** A card as we keep it: never the full number. */
export interface SavedCard {
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'failed' | 'requires_action'; paymentId: string | null; message: string };

/**
 * Card payments. Consumer plans only ever save a card (a setup intent) and are charged off-session
 * after services were performed; nothing here charges on its own.
 */
export interface PaymentsPort {
  readonly provider: 'builtin' | 'stripe';
  /** Test mode: the UI shows a 'Test mode' badge. */
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  createCustomer(input: { userId: number; email: string; name: string }): Promise<{ customerId: string }>;
  createSetupIntent(input: { customerId: string }): Promise<{ id: string; clientSecret: string }>;
  /** The card a confirmed setup intent saved, or null while it is not confirmed. */
  savedCardOf(setupIntentId: string): Promise<SavedCard | null>;
  /** An off-session charge; the same idempotency key never charges twice. */
  charge(input: {
    customerId: string;
    providerPaymentMethodId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
  }): Promise<ChargeResult>;
  detachPaymentMethod(providerPaymentMethodId: string): Promise<void>;
}

export class PaymentsProviderError extends Error {}
