import '@mantine/core/styles/Switch.css';
import {
  employmentStatuses,
  employmentStatusLabels,
  housingStatuses,
  housingStatusLabels,
  type LoanProfileFormValues,
} from '@app/contracts/loan-readiness.contract';
import { maxScore, minScore } from '@app/contracts/score';
import { NativeSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

type Form = UseFormReturnType<LoanProfileFormValues>;

const money = (form: Form, field: keyof LoanProfileFormValues, label: string) => (
  <NumberInput
    label={label}
    min={0}
    allowNegative={false}
    decimalScale={0}
    thousandSeparator=","
    prefix="$"
    {...form.getInputProps(field)}
    key={form.key(field)}
  />
);

/** The Financial Profile fields (income, debts, savings, score, employment and housing), in whole dollars. */
export function ProfileFields({ form }: { form: Form }) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Income and debts
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {money(form, 'annualIncome', 'Annual income')}
          {money(form, 'monthlyIncome', 'Monthly income')}
          {money(form, 'monthlyDebtPayments', 'Monthly debt payments')}
          {money(form, 'monthlyRentMortgage', 'Monthly rent or mortgage')}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Savings and assets
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {money(form, 'savingsAmount', 'Savings')}
          {money(form, 'checkingAmount', 'Checking')}
          {money(form, 'investmentAmount', 'Investments')}
          {money(form, 'otherAssetsValue', 'Other assets value')}
        </SimpleGrid>
        <Switch
          label="I have other assets (property, vehicles)"
          {...form.getInputProps('hasOtherAssets', { type: 'checkbox' })}
          key={form.key('hasOtherAssets')}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Work and housing
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Employment status"
            data={employmentStatuses.map((s) => ({ value: s, label: employmentStatusLabels[s] }))}
            {...form.getInputProps('employmentStatus')}
            key={form.key('employmentStatus')}
          />
          <NumberInput
            label="Employment length (months)"
            min={0}
            max={720}
            allowNegative={false}
            decimalScale={0}
            {...form.getInputProps('employmentLength')}
            key={form.key('employmentLength')}
          />
          <TextInput label="Job title" {...form.getInputProps('jobTitle')} key={form.key('jobTitle')} />
          <TextInput label="Employer" {...form.getInputProps('employer')} key={form.key('employer')} />
          <NativeSelect
            label="Housing"
            data={housingStatuses.map((s) => ({ value: s, label: housingStatusLabels[s] }))}
            {...form.getInputProps('housingStatus')}
            key={form.key('housingStatus')}
          />
          <NumberInput
            label="Credit score"
            description={`${minScore} to ${maxScore}; empty uses 650`}
            min={minScore}
            max={maxScore}
            allowNegative={false}
            decimalScale={0}
            {...form.getInputProps('creditScore')}
            key={form.key('creditScore')}
          />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
