import {
  collectorFirstContactForm,
  collectorFirstContactMessages,
} from '@app/contracts/credit-issues.contract';
import { addCalendarDays, localIsoDate } from '@app/contracts/follow-up';
import { debtValidationWindowDays, nextRoundWords } from '@app/contracts/next-round-words';
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
import { useSetCollectorFirstContact } from '../api/set-collector-first-contact';

/**
 * The day a collector first contacted the consumer, asked on a collection's validation suggestion:
 * once saved, the suggestions are read again and show the request with its last day, or nothing
 * when the 30 days are over.
 */
export function FirstContactForm({
  userId,
  issueId,
  forClient,
}: {
  userId: number;
  issueId: number;
  forClient: boolean;
}) {
  const today = localIsoDate();
  const save = useSetCollectorFirstContact(userId);
  const form = useForm({
    name: useFormName(),
    initialValues: { firstContactOn: '' },
    validate: contractResolver(collectorFirstContactForm),
  });
  const submit = ({ firstContactOn }: { firstContactOn: string }) =>
    save.mutate(
      { issueId, firstContactOn },
      {
        onSuccess: () => {
          if (addCalendarDays(firstContactOn, debtValidationWindowDays) < today)
            notify({ message: nextRoundWords.validationWindowPassed, color: 'gray' });
        },
        onError: (error) => {
          if (!setServerFieldErrors(form, error))
            form.setFieldError('firstContactOn', errorMessage(error, 'The day could not be saved'));
        },
      },
    );
  return (
    <form noValidate onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={
            forClient
              ? collectorFirstContactMessages.labelForStaff
              : collectorFirstContactMessages.labelForConsumer
          }
          max={today}
          style={{ flex: '0 1 240px' }}
          {...form.getInputProps('firstContactOn')}
        />
        <Button type="submit" variant="light" loading={save.isPending} mt={{ base: 0, xs: 25 }}>
          Save
        </Button>
      </Group>
    </form>
  );
}
