import { checkTrackingNumber, trackingNumberMaxLength } from '@app/contracts/usps-tracking';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAddTrackingNumber } from '../api/add-tracking-number';

/** Without a tracking number the card asks for the certified mail number (spec 001 section 2.2). */
export function AddTrackingForm({ disputeId }: { disputeId: number }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddTrackingNumber();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const check = checkTrackingNumber(value);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(undefined);
    add.mutate(
      { id: disputeId, trackingNumber: check.normalized },
      {
        onSuccess: () => {
          setValue('');
          notify({ title: 'Tracking Added', message: 'Your letter is now tracked.', color: 'green' });
        },
        onError: (err) => {
          const message =
            err instanceof ApiError && err.serverMessage
              ? err.serverMessage
              : 'Failed to add tracking number';
          setError(message);
          notify({ title: 'Error', message, color: 'red' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="USPS tracking number"
          placeholder="Enter USPS tracking number (e.g., 9407...)"
          description="From your certified mail receipt"
          maxLength={trackingNumberMaxLength}
          value={value}
          error={error}
          onChange={(e) => setValue(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          autoComplete="off"
        />
        <Button type="submit" loading={add.isPending} mt={{ base: 0, xs: 46 }}>
          Add Tracking
        </Button>
      </Group>
    </form>
  );
}
