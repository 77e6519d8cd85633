import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveMailingAddress } from '../api/save-mailing-address';

const blank = { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' };
type Field = keyof typeof blank;

function check(a: typeof blank): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!a.addressLine1.trim()) errors.addressLine1 = 'Street address is required';
  if (!a.city.trim()) errors.city = 'City is required';
  if (!/^[A-Za-z]{2}$/.test(a.state.trim())) errors.state = 'State must be a 2-letter code';
  if (!/^\d{5}(-\d{4})?$/.test(a.zipCode.trim())) errors.zipCode = 'ZIP code must be 5 digits (or ZIP+4)';
  return errors;
}

/** Letters carry the sender's mailing address; a person without one adds it here. */
export function MailingAddressForm({ message }: { message: string }) {
  const [address, setAddress] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveMailingAddress();
  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setAddress({
      ...address,
      [field]: field === 'state' ? e.currentTarget.value.toUpperCase() : e.currentTarget.value,
    });

  const submit = () => {
    const found = check(address);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        addressLine1: address.addressLine1.trim(),
        addressLine2: address.addressLine2.trim() || undefined,
        city: address.city.trim(),
        state: address.state.trim(),
        zipCode: address.zipCode.trim(),
      },
      {
        onSuccess: () =>
          notify({
            title: 'Mailing address saved',
            message: 'You can generate your letter now.',
            color: 'green',
          }),
        onError: (error) =>
          notify({
            title: 'Could not save your address',
            message:
              error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.',
            color: 'red',
          }),
      },
    );
  };

  return (
    <Paper withBorder p="md" bg="yellow.0" data-testid="mailing-address-form">
      <Stack gap="sm">
        <Text fw={700}>Your mailing address is needed</Text>
        <Text fz="sm">{message}</Text>
        <TextInput
          label="Street address"
          required
          value={address.addressLine1}
          onChange={set('addressLine1')}
          error={errors.addressLine1}
          maxLength={120}
        />
        <TextInput
          label="Apartment, suite (optional)"
          value={address.addressLine2}
          onChange={set('addressLine2')}
          maxLength={120}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label="City"
            required
            value={address.city}
            onChange={set('city')}
            error={errors.city}
            maxLength={80}
          />
          <TextInput
            label="State"
            required
            value={address.state}
            onChange={set('state')}
            error={errors.state}
            maxLength={2}
          />
          <TextInput
            label="ZIP code"
            required
            value={address.zipCode}
            onChange={set('zipCode')}
            error={errors.zipCode}
            maxLength={10}
            inputMode="numeric"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            Save address
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
