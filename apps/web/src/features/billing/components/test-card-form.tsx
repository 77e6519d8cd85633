import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, fieldError, serverMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { type CardSetupResult, useConfirmTestSetup } from '../api/confirm-test-setup';
import { TestCardsList } from './test-cards-list';

// Mantine writes errors (and the typed value of a field in error) in red 6, 3.3:1 on white; red 9 reads.
const readable = {
  input: { color: 'var(--mantine-color-text)' },
  error: { color: 'var(--mantine-color-red-9)' },
};

const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const thisYear = new Date().getFullYear();
const years = Array.from({ length: 15 }, (_, i) => String(thisYear + i));

/**
 * The built-in test-mode processor's card form. The number goes to our server only in test mode,
 * where only the documented test numbers are accepted and just brand, last 4 and expiry are kept.
 */
export function TestCardForm({
  clientSecret,
  submitLabel,
  onResult,
}: {
  clientSecret: string;
  submitLabel: string;
  onResult: (result: CardSetupResult) => void;
}) {
  const confirm = useConfirmTestSetup();
  const [cardNumber, setCardNumber] = useState('');
  const [expMonth, setExpMonth] = useState('12');
  const [expYear, setExpYear] = useState(String(thisYear + 2));
  const [cvc, setCvc] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    confirm.mutate(
      { clientSecret, cardNumber: cardNumber.replace(/\s+/g, ''), expMonth, expYear, cvc },
      {
        onSuccess: onResult,
        onError: (error) => {
          if (error instanceof ApiError) {
            const message = serverMessage(error, 'An error occurred');
            setFailure(message);
            notify({ color: 'red', title: 'Payment Failed', message });
          } else {
            setFailure('An unexpected error occurred');
            notify({
              color: 'red',
              title: 'Payment Failed',
              message: 'An unexpected error occurred during payment processing',
            });
          }
        },
      },
    );
  }

  const error = confirm.error;
  return (
    <form onSubmit={submit} noValidate aria-label="Card details">
      <Stack gap="md">
        <TestCardsList onChoose={setCardNumber} />
        <TextInput
          label="Card number"
          styles={readable}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.currentTarget.value)}
          // The card's refusal is said once, in the alert below; the field is only marked.
          error={fieldError(error, 'cardNumber') === failure ? !!failure : fieldError(error, 'cardNumber')}
          maxLength={40}
          required
        />
        <Group grow gap="sm" align="flex-start" preventGrowOverflow={false}>
          <NativeSelect
            label="Expiry month"
            styles={readable}
            autoComplete="cc-exp-month"
            data={months}
            value={expMonth}
            onChange={(e) => setExpMonth(e.currentTarget.value)}
            error={fieldError(error, 'expMonth')}
          />
          <NativeSelect
            label="Expiry year"
            styles={readable}
            autoComplete="cc-exp-year"
            data={years}
            value={expYear}
            onChange={(e) => setExpYear(e.currentTarget.value)}
            error={fieldError(error, 'expYear')}
          />
          <TextInput
            label="CVC"
            styles={readable}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.currentTarget.value)}
            error={fieldError(error, 'cvc')}
            maxLength={4}
            required
          />
        </Group>
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
          disabled={confirm.isPending}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          {confirm.isPending ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
