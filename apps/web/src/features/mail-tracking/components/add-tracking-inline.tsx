import { bureauLabel } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import { trackingNumberMaxLength } from '@app/contracts/usps-tracking';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTrackingSubmit } from './use-tracking-submit';

/** The card's own form while a dispute has no number (spec 001 section 2.18, per-dispute card). */
export function AddTrackingInline({ dispute }: { dispute: Dispute }) {
  const [trackingNumber, setTrackingNumber] = useState('');
  const { submit, numberError, clearNumberError, pending } = useTrackingSubmit();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const describe = `the ${bureauLabel[dispute.bureau]} dispute of ${dispute.issueTitle}`;
    if (await submit(trackingNumber, dispute.id, describe)) setTrackingNumber('');
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="USPS tracking number"
          placeholder="Enter USPS tracking number (e.g., 9407...)"
          maxLength={trackingNumberMaxLength}
          value={trackingNumber}
          onChange={(e) => {
            setTrackingNumber(e.currentTarget.value);
            clearNumberError();
          }}
          error={numberError}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" loading={pending} mt={{ base: 0, xs: 25 }}>
          Add Tracking
        </Button>
      </Group>
    </form>
  );
}
