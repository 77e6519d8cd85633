import { checkTrackingNumber, trackingMessages } from '@app/contracts/usps-tracking';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAddTrackingNumber } from '../api/add-tracking-number';

/**
 * Checks a number as the server will (format and check digit) before sending it, and reports
 * the outcome with the spec's toasts: 'Tracking Added', or 'Error' with the server's message.
 */
export function useTrackingSubmit() {
  const mutation = useAddTrackingNumber();
  const [numberError, setNumberError] = useState<string>();

  async function submit(rawNumber: string, disputeId: number | undefined, describe: string) {
    const check = checkTrackingNumber(rawNumber);
    if (!check.ok) {
      setNumberError(check.message);
      if (check.message === trackingMessages.blank)
        notify({ color: 'red', title: 'Error', message: trackingMessages.blank });
      return false;
    }
    setNumberError(undefined);
    if (disputeId === undefined) return false;
    try {
      await mutation.mutateAsync({ disputeId, trackingNumber: check.normalized });
      notify({
        color: 'green',
        title: 'Tracking Added',
        message: `${check.normalized} is now tracked for ${describe}.`,
      });
      return true;
    } catch (error) {
      notify({
        color: 'red',
        title: 'Error',
        message: serverMessage(error, 'Failed to add tracking number'),
      });
      return false;
    }
  }

  return {
    submit,
    numberError,
    clearNumberError: () => setNumberError(undefined),
    pending: mutation.isPending,
  };
}
