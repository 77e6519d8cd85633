import type { PaymentProvider, TestCard } from '@app/contracts/billing.contract';

/** A card as we keep it: never the full number. */
export interface SavedCard {
  providerPaymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card the processor accepted, before it saved it. */
type CardDetails = Omit<SavedCard, 'providerPaymentMethodId'>;

export type TestCardCheck =
  | { ok: true; outcome: TestCard['outcome']; card: CardDetails }
  | { ok: false; field: 'cardNumber' | 'expYear'; message: string };

/**
 * The test mode of a processor that takes cards on our own form: Stripe's documented test numbers,
 * checked locally. Stripe itself has none; its card form in the browser takes the test cards.
 */
export interface TestCardProcessor {
  readonly cards: readonly TestCard[];
  /** The outcome of a typed card, or a message for the field at fault. */
  check(card: { cardNumber: string; expMonth: number; expYear: number }, now: Date): TestCardCheck;
  /** Saves a card that passed the check (and its authentication, if it asked for one). */
  save(card: CardDetails): SavedCard;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string }
  | { status: 'failed' | 'requires_action'; paymentId: string | null; message: string };

/**
 * Card payments. Consumer plans only ever save a card (a setup intent) and are charged off-session
 * after services were performed; nothing here charges on its own.
 */
export interface PaymentsPort {
  readonly provider: PaymentProvider;
  /** Test mode: the UI shows a 'Test mode' badge. */
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** Only the built-in processor: its test cards are typed into our own form. */
  readonly testCardProcessor: TestCardProcessor | null;
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
