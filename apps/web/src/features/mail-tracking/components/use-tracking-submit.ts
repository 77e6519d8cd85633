import { trackingMessages } from '@app/contracts/usps-tracking';
import type { FormErrors } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useAddTrackingNumber } from '../api/add-tracking-number';

/**
 * Sends a number the form has checked as the server will (format and check digit), and reports
 * the outcome with the spec's toasts: 'Tracking Added', or 'Error' with the server's message.
 */
export function useTrackingSubmit() {
  const mutation = useAddTrackingNumber();

  async function submit(trackingNumber: string, disputeId: number, describe: string) {
    try {
      await mutation.mutateAsync({ disputeId, trackingNumber });
      notify({
        color: 'green',
        title: 'Tracking Added',
        message: `${trackingNumber} is now tracked for ${describe}.`,
      });
      return true;
    } catch (error) {
      notify({
        color: 'red',
        title: 'Error',
        message: errorMessage(error, 'Failed to add tracking number'),
      });
      return false;
    }
  }

  return { submit, pending: mutation.isPending };
}

/** A blank number is also said in an 'Error' toast. */
export function notifyBlankNumber(errors: FormErrors) {
  if (errors.trackingNumber === trackingMessages.blank)
    notify({ color: 'red', title: 'Error', message: trackingMessages.blank });
}
