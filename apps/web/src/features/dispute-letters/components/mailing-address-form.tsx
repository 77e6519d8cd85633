import { type MailingAddress, mailingAddress, mailingAddressLimits } from '@app/contracts/users.contract';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSaveMailingAddress } from '../api/save-mailing-address';

/** Letters carry the sender's mailing address; a person without one adds it here. */
export function MailingAddressForm({ message }: { message: string }) {
  const form = useForm<Required<MailingAddress>>({
    name: useFormName(),
    initialValues: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
    validate: contractResolver(mailingAddress),
  });
  const save = useSaveMailingAddress();

  const submit = (values: Required<MailingAddress>) => {
    const address = mailingAddress.parse(values);
    save.mutate(
      { ...address, addressLine2: address.addressLine2 || undefined },
      {
        onSuccess: () =>
          notify({
            title: 'Mailing address saved',
            message: 'Your letters now carry it as their return address.',
            color: 'green',
          }),
        onError: (error) => {
          setServerFieldErrors(form, error);
          notify({
            title: 'Could not save your address',
            message: errorMessage(error, 'Please try again.'),
            color: 'red',
          });
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      p="md"
      bg="yellow.0"
      data-testid="mailing-address-form"
      component="form"
      noValidate
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}
    >
      <Stack gap="sm">
        <Text fw={700}>Your mailing address is needed</Text>
        <Text fz="sm">{message}</Text>
        <TextInput
          label="Street address"
          required
          {...form.getInputProps('addressLine1')}
          maxLength={mailingAddressLimits.line}
        />
        <TextInput
          label="Apartment, suite (optional)"
          {...form.getInputProps('addressLine2')}
          maxLength={mailingAddressLimits.line}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label="City"
            required
            {...form.getInputProps('city')}
            maxLength={mailingAddressLimits.city}
          />
          <TextInput
            label="State"
            required
            {...form.getInputProps('state')}
            onChange={(e) => form.setFieldValue('state', e.currentTarget.value.toUpperCase())}
            maxLength={mailingAddressLimits.state}
          />
          <TextInput
            label="ZIP code"
            required
            {...form.getInputProps('zipCode')}
            maxLength={mailingAddressLimits.zipCode}
            inputMode="numeric"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save address
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
