import { Button } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useCancelSubscription } from '../api/cancel-subscription';

/** "Subscription Cancelled — rest" as a toast title and message. */
function toToast(message: string) {
  const [title, ...rest] = message.split(' — ');
  const text = rest.join(' — ');
  return { title: title ?? message, message: `${text.charAt(0).toUpperCase()}${text.slice(1)}` };
}

/** One click, no questions: inside the CROA window it ends the plan at once and free of charge. */
export function CancelSubscriptionButton({
  inWindow,
  onCancelled,
}: {
  inWindow: boolean;
  onCancelled: (message: string) => void;
}) {
  const cancel = useCancelSubscription();
  return (
    <Button
      color="red"
      variant={inWindow ? 'filled' : 'light'}
      loading={cancel.isPending}
      w={{ base: '100%', xs: 'auto' }}
      // mutateAsync: once the list refreshes this button is gone, and a per-call callback with it.
      onClick={() =>
        cancel.mutateAsync().then(
          (result) => {
            notify({ color: 'green', ...toToast(result.message) });
            onCancelled(result.message);
          },
          (error) =>
            notify({
              color: 'red',
              title: 'Cancellation Error',
              message: errorMessage(error, 'Failed to cancel the subscription'),
            }),
        )
      }
    >
      {inWindow ? 'Cancel Subscription — free of charge' : 'Cancel Subscription'}
    </Button>
  );
}
