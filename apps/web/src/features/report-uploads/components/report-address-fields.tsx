import { type MailingAddress, mailingAddress } from '@app/contracts/users.contract';
import { Checkbox, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { contractResolver, useFormName } from '../../../lib/form-errors';

export type ReportAddressForm = UseFormReturnType<Required<MailingAddress> & { save: boolean }>;

/**
 * The mailing address read from the report, for the admin to check before it becomes the client's
 * (the return address of every letter). Saved only when the box is ticked, as the admin corrected it.
 */
export function useReportAddressForm(read: MailingAddress | null, saveByDefault: boolean): ReportAddressForm {
  return useForm({
    name: useFormName(),
    initialValues: {
      addressLine1: read?.addressLine1 ?? '',
      addressLine2: read?.addressLine2 ?? '',
      city: read?.city ?? '',
      state: read?.state ?? '',
      zipCode: read?.zipCode ?? '',
      save: read !== null && saveByDefault,
    },
    validate: (values) => (values.save ? contractResolver(mailingAddress)(values) : {}),
  });
}

export function ReportAddressFields({ form }: { form: ReportAddressForm }) {
  const saving = form.getValues().save;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Checkbox
          label="Save this as the client’s mailing address (letters carry it as their return address)"
          {...form.getInputProps('save', { type: 'checkbox' })}
        />
        <Text fz="xs" c="dimmed">
          Read from the report: check it against the report before saving.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label="Street address" disabled={!saving} {...form.getInputProps('addressLine1')} />
          <TextInput label="Address line 2" disabled={!saving} {...form.getInputProps('addressLine2')} />
          <TextInput label="City" disabled={!saving} {...form.getInputProps('city')} />
          <SimpleGrid cols={2} spacing="xs">
            <TextInput label="State" maxLength={2} disabled={!saving} {...form.getInputProps('state')} />
            <TextInput label="ZIP code" disabled={!saving} {...form.getInputProps('zipCode')} />
          </SimpleGrid>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
