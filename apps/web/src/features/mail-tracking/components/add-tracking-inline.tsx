import { bureauLabel } from '@app/contracts/bureaus';
import type { Dispute } from '@app/contracts/disputes.contract';
import {
  certifiedMailNumberForm,
  certifiedMailNumberInputMaxLength,
  trackingNumberForm,
  trackingNumberMaxLength,
} from '@app/contracts/usps-tracking';
import { Button, Group, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { notifyBlankNumber, useTrackingSubmit } from './use-tracking-submit';

/**
 * A per-dispute tracking card's own form while the dispute has no tracking number; `certified`: the
 * consumer's own Certified Mail number from their PS Form 3800 receipt (20 or 22 digits).
 */
export function AddTrackingInline({
  dispute,
  certified = false,
}: {
  dispute: Pick<Dispute, 'id' | 'bureau' | 'issueTitle'>;
  certified?: boolean;
}) {
  const schema = certified ? certifiedMailNumberForm : trackingNumberForm;
  const form = useForm({
    name: useFormName(),
    initialValues: { trackingNumber: '' },
    validate: contractResolver(schema),
    transformValues: (values) => schema.parse(values),
  });
  const { submit, pending } = useTrackingSubmit();

  async function onSubmit({ trackingNumber }: { trackingNumber: string }) {
    const describe = `the ${bureauLabel[dispute.bureau]} dispute of ${dispute.issueTitle}`;
    if (await submit(trackingNumber, dispute.id, describe)) form.reset();
  }

  const onInvalid = (errors: FormErrors) => {
    focusFirstError(form, errors);
    notifyBlankNumber(errors);
  };

  return (
    <form onSubmit={form.onSubmit(onSubmit, onInvalid)} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={certified ? 'Certified mail number' : 'USPS tracking number'}
          placeholder={
            certified ? 'The 20 or 22 digits under the barcode' : 'Enter USPS tracking number (e.g., 9407...)'
          }
          maxLength={certified ? certifiedMailNumberInputMaxLength : trackingNumberMaxLength}
          {...form.getInputProps('trackingNumber')}
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
