import { dollarsToCents } from '@app/contracts/common/cents';
import {
  type EmploymentFormValues,
  type EmploymentRecord,
  employmentForm,
  employmentMessages,
  employmentTypeLabels,
  employmentTypes,
  verificationMethodLabels,
  verificationMethods,
} from '@app/contracts/employment.contract';
import { Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAddEmploymentRecord } from '../api/add-employment-record';

const blank: EmploymentFormValues = {
  employer: '',
  jobTitle: '',
  employmentType: 'FULL_TIME',
  startDate: '',
  endDate: '',
  verificationMethod: 'MANUAL',
  annualSalary: '',
};

/** The Add Employment tab: disabled without employer and job title; salary typed in dollars. */
export function AddEmploymentForm({
  userId,
  onAdded,
}: {
  userId: number;
  onAdded: (record: EmploymentRecord) => void;
}) {
  const form = useForm<EmploymentFormValues>({
    name: useFormName(),
    initialValues: blank,
    validate: contractResolver(employmentForm),
  });
  const add = useAddEmploymentRecord();
  const v = form.getValues();
  const ready = v.employer.trim() !== '' && v.jobTitle.trim() !== '';

  const submit = form.onSubmit((values) =>
    add.mutate(
      {
        userId,
        employer: values.employer,
        jobTitle: values.jobTitle,
        employmentType: values.employmentType,
        startDate: values.startDate,
        endDate: values.endDate || null,
        verificationMethod: values.verificationMethod,
        annualSalary: dollarsToCents(values.annualSalary),
      },
      {
        onSuccess: (record) => {
          notify({
            color: 'green',
            title: employmentMessages.added,
            message: `${record.jobTitle} at ${record.employer} is in your history.`,
          });
          form.setValues(blank);
          form.resetDirty();
          onAdded(record);
        },
        onError: (e) => {
          if (!setServerFieldErrors(form, e))
            notify({ color: 'red', title: 'Error', message: errorMessage(e, employmentMessages.addFailed) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Paper withBorder radius="md" p="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Employer"
              required
              {...form.getInputProps('employer')}
              key={form.key('employer')}
            />
            <TextInput
              label="Job title"
              required
              {...form.getInputProps('jobTitle')}
              key={form.key('jobTitle')}
            />
            <NativeSelect
              label="Employment type"
              data={employmentTypes.map((t) => ({ value: t, label: employmentTypeLabels[t] }))}
              {...form.getInputProps('employmentType')}
              key={form.key('employmentType')}
            />
            <NumberInput
              label="Annual salary ($)"
              min={0}
              allowNegative={false}
              decimalScale={0}
              thousandSeparator=","
              {...form.getInputProps('annualSalary')}
              key={form.key('annualSalary')}
            />
            <TextInput
              label="Start date"
              type="date"
              required
              {...form.getInputProps('startDate')}
              key={form.key('startDate')}
            />
            <TextInput
              label="End date"
              type="date"
              description="Leave empty if you still work there"
              {...form.getInputProps('endDate')}
              key={form.key('endDate')}
            />
            <NativeSelect
              label="How to verify"
              data={verificationMethods.map((m) => ({ value: m, label: verificationMethodLabels[m] }))}
              {...form.getInputProps('verificationMethod')}
              key={form.key('verificationMethod')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} disabled={!ready}>
              Add Employment
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}
