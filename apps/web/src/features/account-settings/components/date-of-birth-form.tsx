import { personDate } from '@app/contracts/common/person-dates';
import {
  type DateOfBirthFormValues,
  dateOfBirthForm,
  dateOfBirthMessages,
} from '@app/contracts/users.contract';
import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { useDateOfBirth } from '../api/get-date-of-birth';
import { useSetDateOfBirth } from '../api/set-date-of-birth';

/**
 * The date of birth on file (the person's own, or a client's for their specialist): compared with
 * every credit report uploaded for them, so a report of someone else is caught before it is used.
 */
export function DateOfBirthForm({ userId, whose }: { userId: number; whose: 'own' | 'client' }) {
  const onFile = useDateOfBirth(userId);
  const save = useSetDateOfBirth();
  const titleId = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<DateOfBirthFormValues>({
    name: useFormName(),
    initialValues: { dateOfBirth: '' },
    validate: contractResolver(dateOfBirthForm),
  });
  const current = onFile.data?.dateOfBirth ?? null;
  // A client's date is on file but shown only through a reveal: the field stays empty to replace it.
  const hidden = onFile.data?.hidden === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the value on file, not its own identity.
  useEffect(() => {
    form.setValues({ dateOfBirth: current ?? '' });
    form.resetDirty();
  }, [current]);

  const submit = ({ dateOfBirth }: DateOfBirthFormValues) => {
    setSaved(null);
    save.mutate(
      { userId, dateOfBirth: dateOfBirth || null },
      {
        onSuccess: (answer) =>
          setSaved(
            answer.dateOfBirth ? `Saved: ${personDate(answer.dateOfBirth)}.` : 'Removed from the file.',
          ),
        onError: (error) => {
          if (!setServerFieldErrors(form, error))
            form.setFieldError('dateOfBirth', errorMessage(error, 'Could not save. Please try again.'));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" id={titleId} mb={4}>
        {whose === 'own' ? 'Your date of birth' : 'Date of birth'}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {whose === 'own' ? dateOfBirthMessages.why : dateOfBirthMessages.whyClient}
      </Text>
      {onFile.isPending ? (
        <Skeleton height={60} radius="md" />
      ) : (
        <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}>
          <Stack gap="xs">
            <TextInput
              label="Date of birth"
              type="date"
              description={
                hidden
                  ? 'On file and hidden: reveal it under Sensitive data, or enter a new date to replace it.'
                  : 'Optional. Leave empty to remove it.'
              }
              min="1900-01-01"
              maw={280}
              {...form.getInputProps('dateOfBirth')}
            />
            <Group gap="sm">
              <Button type="submit" variant="light" loading={save.isPending} disabled={!form.isDirty()}>
                Save date of birth
              </Button>
              {saved && (
                <Text fz="sm" c="teal.9" role="status">
                  {saved}
                </Text>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
