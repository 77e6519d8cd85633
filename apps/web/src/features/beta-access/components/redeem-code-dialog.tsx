import '@mantine/core/styles/Modal.css';
import {
  accessCodeMessages,
  type RedeemAccessCodeRequest,
  redeemAccessCodeRequest,
} from '@app/contracts/beta-access.contract';
import { betaFeatureLabels } from '@app/contracts/beta-features';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useRedeemAccessCode } from '../api/redeem-access-code';

/** 'Enter access code' from the profile menu: the code's features join the account. */
export function RedeemCodeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const redeem = useRedeemAccessCode();
  const form = useForm<RedeemAccessCodeRequest>({
    name: useFormName(),
    mode: 'uncontrolled',
    initialValues: { accessCode: '' },
    validate: contractResolver(redeemAccessCodeRequest),
  });
  const submit = form.onSubmit((body) =>
    redeem.mutate(body, {
      onSuccess: (res) => {
        notify({
          color: 'teal',
          title: accessCodeMessages.redeemed,
          message: res.added.length
            ? `Added: ${res.added.map((f) => betaFeatureLabels[f]).join(', ')}`
            : 'You already had every feature of this code.',
        });
        form.reset();
        onClose();
      },
      onError: (error) => {
        if (!setServerFieldErrors(form, error))
          form.setFieldError('accessCode', errorMessage(error, 'Try again'));
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Enter access code" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            A beta access code from our team opens extra features on your account.
          </Text>
          <TextInput
            label="Access code"
            required
            autoComplete="off"
            {...form.getInputProps('accessCode')}
            key={form.key('accessCode')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={redeem.isPending}>
              Redeem
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
