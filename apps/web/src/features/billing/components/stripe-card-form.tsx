import { Alert, Button, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { paths } from '../../../config/paths';

// One Stripe.js per publishable key: Elements must not be handed a new promise on each render.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let stripe = stripeByKey.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripeByKey.set(key, stripe);
  }
  return stripe;
};

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  onSucceeded: () => void;
}

function SetupForm({ submitLabel, onSucceeded }: Pick<StripeCardFormProps, 'submitLabel' | 'onSucceeded'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setFailure(null);
    try {
      // The card goes from Stripe's frame to Stripe; our server only learns brand, last 4 and expiry.
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: `${window.location.origin}${paths.paymentSuccess}` },
        redirect: 'if_required',
      });
      if (error) {
        const message = error.message ?? 'An error occurred';
        setFailure(message);
      } else if (setupIntent?.status === 'succeeded' || setupIntent?.status === 'processing') {
        onSucceeded();
      }
    } catch {
      // Said once, in the alert beside the card fields, where the person is looking.
      setFailure('An unexpected error occurred during payment processing');
    } finally {
      setProcessing(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Card details">
      <Stack gap="md">
        <PaymentElement options={{ layout: 'tabs' }} />
        {failure && (
          <Alert color="red" title="Payment Failed" role="alert">
            {failure}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          fullWidth
          h="auto"
          mih={44}
          py={10}
          disabled={!stripe || !elements || processing}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {processing ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** Stripe Elements for saving the card with a setup intent; loaded only when Stripe is the provider. */
export function StripeCardForm({ publishableKey, clientSecret, ...rest }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <SetupForm {...rest} />
    </Elements>
  );
}
