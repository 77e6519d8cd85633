import type { PaymentProvider } from '@app/contracts/billing.contract';
import { Alert, Loader, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';

// Stripe.js and its React bindings load only when Stripe takes the card.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

/**
 * The card form of a setup (a person's plan or a company's card): the demo processor's card fields,
 * or Stripe's, or a plain message when Stripe is chosen but not configured.
 */
export function CardSetupForm({
  setup,
  submitLabel,
  testCardFields,
  onSucceeded,
}: {
  setup: { provider: PaymentProvider; clientSecret: string; publishableKey: string | null };
  submitLabel: string;
  /** The demo processor's fields, which confirm the setup with our server. */
  testCardFields: ReactNode;
  /** Stripe took the card. */
  onSucceeded: () => void;
}) {
  if (setup.provider === 'builtin') {
    return (
      <>
        <Text fz="sm">
          This is a demo: no card is charged and no money moves. Use one of the demo cards below.
        </Text>
        {testCardFields}
      </>
    );
  }
  if (!setup.publishableKey) {
    return (
      <Alert color="red" variant="light" role="alert" title="The card form could not be opened">
        Card payments are not set up yet. Please try again later or contact support.
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
      <StripeCardForm
        publishableKey={setup.publishableKey}
        clientSecret={setup.clientSecret}
        submitLabel={submitLabel}
        onSucceeded={onSucceeded}
      />
    </Suspense>
  );
}
