import { deliveryDateForm } from '@app/contracts/disputes.contract';
import { localIsoDate } from '@app/contracts/follow-up';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useConfirmDelivery } from '../api/confirm-delivery';

/** Shown only while the letter is SENT with no delivery date: confirming starts the 14-day countdown. */
export function DeliveryDateForm({ disputeId, createdAt }: { disputeId: number; createdAt: string }) {
  const today = localIsoDate();
  const form = useForm({
    name: useFormName(),
    initialValues: { deliveryDate: '' },
    validate: contractResolver(deliveryDateForm),
  });
  const confirm = useConfirmDelivery();

  const submit = ({ deliveryDate }: { deliveryDate: string }) =>
    confirm.mutate(
      { id: disputeId, deliveryDate },
      {
        onSuccess: () =>
          notify({
            title: 'Delivery Confirmed',
            message: 'The 14-day countdown to your follow-up has started.',
            color: 'green',
          }),
        onError: (err) => {
          const message = errorMessage(err, 'Failed to update delivery date');
          if (!setServerFieldErrors(form, err)) form.setFieldError('deliveryDate', message);
          notify({ title: 'Failed to update delivery date', message, color: 'red' });
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="Delivery date"
          description="The date on the USPS delivery confirmation"
          min={localIsoDate(new Date(createdAt))}
          max={today}
          {...form.getInputProps('deliveryDate')}
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" variant="light" loading={confirm.isPending} mt={{ base: 0, xs: 46 }}>
          Confirm Delivery
        </Button>
      </Group>
    </form>
  );
}
