import { fcraAuthorizationStatement, latestAdultBirthDate } from '@app/contracts/credit-monitoring.contract';
import { Checkbox, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ExperianConnectForm } from './use-experian-connect-form';

/** The Experian connect form's personal details, and the FCRA §604 written authorisation. */
export function PersonalInfoFields({ form, today }: { form: ExperianConnectForm; today: string }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="First Name"
          withAsterisk
          autoComplete="given-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last Name"
          withAsterisk
          autoComplete="family-name"
          {...form.getInputProps('lastName')}
        />
        <PasswordInput
          label="SSN"
          withAsterisk
          placeholder="XXX-XX-XXXX"
          description="Social Security number or ITIN"
          autoComplete="off"
          inputMode="numeric"
          maxLength={11}
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the SSN' }}
          {...form.getInputProps('ssn')}
        />
        <TextInput
          label="Date of Birth"
          withAsterisk
          type="date"
          autoComplete="bday"
          max={latestAdultBirthDate(today)}
          {...form.getInputProps('dateOfBirth')}
        />
      </SimpleGrid>
      <TextInput
        label="Street Address"
        withAsterisk
        autoComplete="address-line1"
        {...form.getInputProps('line1')}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
        <TextInput
          label="State"
          withAsterisk
          placeholder="OH"
          maxLength={2}
          autoComplete="address-level1"
          {...form.getInputProps('state')}
          onChange={(e) => form.setFieldValue('state', e.currentTarget.value.toUpperCase())}
        />
        <TextInput
          label="ZIP Code"
          withAsterisk
          inputMode="numeric"
          maxLength={10}
          autoComplete="postal-code"
          {...form.getInputProps('zipCode')}
        />
      </SimpleGrid>
      <Checkbox
        mt="xs"
        label={
          <Text fz="sm" span>
            <strong>Written authorization (FCRA §604).</strong> {fcraAuthorizationStatement}
          </Text>
        }
        {...form.getInputProps('fcraAuthorized', { type: 'checkbox' })}
      />
    </Stack>
  );
}
