import { localIsoDate } from '@app/contracts/follow-up';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useConfirmDelivery } from '../api/confirm-delivery';

/** Shown only while the letter is SENT with no delivery date: confirming starts the 14-day countdown. */
export function DeliveryDateForm({ disputeId, createdAt }: { disputeId: number; createdAt: string }) {
  const today = localIsoDate();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useConfirmDelivery();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!date) {
      setError('Please select a delivery date');
      return;
    }
    setError(undefined);
    confirm.mutate(
      { id: disputeId, deliveryDate: date },
      {
        onSuccess: () =>
          notify({
            title: 'Delivery Confirmed',
            message: 'The 14-day countdown to your follow-up has started.',
            color: 'green',
          }),
        onError: (err) => {
          const message =
            err instanceof ApiError && err.serverMessage
              ? err.serverMessage
              : 'Failed to update delivery date';
          setError(message);
          notify({ title: 'Failed to update delivery date', message, color: 'red' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="Delivery date"
          description="The date on the USPS delivery confirmation"
          min={createdAt.slice(0, 10)}
          max={today}
          value={date}
          error={error}
          onChange={(e) => setDate(e.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="light" loading={confirm.isPending} mt={{ base: 0, xs: 46 }}>
          Confirm Delivery
        </Button>
      </Group>
    </form>
  );
}
