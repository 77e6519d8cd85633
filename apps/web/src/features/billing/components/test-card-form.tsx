import '@mantine/core/styles/Combobox.css';
import type { ConfirmTestSetupRequest, TestCard } from '@app/contracts/billing.contract';
import { testCardForm } from '@app/contracts/billing.contract';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { answeredByServer, errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { type CardSetupResult, useConfirmTestSetup } from '../api/confirm-test-setup';
import { useBillingOverview } from '../api/get-billing-overview';
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
export function TestCardForm(props: {
  clientSecret: string;
  submitLabel: string;
  onResult: (result: CardSetupResult) => void;
}) {
  const testCards = useBillingOverview().data?.testCards ?? [];
  return <TestCardFields {...props} testCards={testCards} confirm={useConfirmTestSetup()} />;
}

/** The test card's fields over any confirmation: a person's plan, or a company's card. */
export function TestCardFields<Result>({
  clientSecret,
  submitLabel,
  onResult,
  confirm,
  testCards,
}: {
  clientSecret: string;
  submitLabel: string;
  onResult: (result: Result) => void;
  confirm: UseMutationResult<Result, Error, ConfirmTestSetupRequest>;
  testCards: readonly TestCard[];
}) {
  const form = useForm({
    name: useFormName(),
    initialValues: { cardNumber: '', expMonth: '12', expYear: String(thisYear + 2), cvc: '' },
    validate: contractResolver(testCardForm),
  });
  const [failure, setFailure] = useState<string | null>(null);

  function submit(values: typeof form.values) {
    setFailure(null);
    confirm.mutate(
      { ...values, clientSecret, cardNumber: values.cardNumber.replace(/\s+/g, '') },
      {
        onSuccess: onResult,
        onError: (error) => {
          if (answeredByServer(error)) {
            const message = errorMessage(error, 'An error occurred');
            setServerFieldErrors(form, error);
            setFailure(message);
          } else {
            // Said once, in the alert beside the card fields, where the person is looking.
            setFailure('An unexpected error occurred during payment processing');
          }
        },
      },
    );
  }

  // The card's refusal is said once, in the alert below; the field it concerns is only marked.
  const field = (name: keyof typeof form.values) => {
    const props = form.getInputProps(name);
    return { ...props, error: props.error && props.error === failure ? true : props.error };
  };
  return (
    <form
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}
      noValidate
      aria-label="Card details"
    >
      <Stack gap="md">
        <TestCardsList
          testCards={testCards}
          onChoose={(number) => form.setFieldValue('cardNumber', number)}
        />
        <TextInput
          label="Card number"
          styles={readable}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...field('cardNumber')}
          maxLength={40}
          required
        />
        <Group grow gap="sm" align="flex-start" preventGrowOverflow={false}>
          <NativeSelect
            label="Expiry month"
            styles={readable}
            autoComplete="cc-exp-month"
            data={months}
            {...field('expMonth')}
          />
          <NativeSelect
            label="Expiry year"
            styles={readable}
            autoComplete="cc-exp-year"
            data={years}
            {...field('expYear')}
          />
          <TextInput
            label="CVC"
            styles={readable}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...field('cvc')}
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
