import '@mantine/core/styles/NumberInput.css';
import { maxScore, minScore } from '@app/contracts/score';
import {
  type CreateClientFormValues,
  clientMessages,
  createClientForm,
  dateOfBirthMessages,
  type PublicUser,
  startingScoreDefault,
} from '@app/contracts/users.contract';
import { Alert, Button, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { serverMessage } from '../../../lib/api-client';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateClient } from '../api/create-client';

export interface ClientDraft {
  firstName: string;
  lastName: string;
  email: string;
}

/** 'Add New Client': the client is e-mailed a link to choose their own password. */
export function AddClientForm({
  initialValues,
  onCreated,
  title = 'Add New Client',
  framed = true,
}: {
  initialValues?: Partial<ClientDraft>;
  onCreated?: (user: PublicUser) => void;
  title?: string;
  /** False inside a dialog, which is its own frame. */
  framed?: boolean;
}) {
  const form = useForm<CreateClientFormValues>({
    name: useFormName(),
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      ...initialValues,
      startingScore: startingScoreDefault,
    },
    validate: contractResolver(createClientForm),
  });
  const create = useCreateClient();

  const submit = (values: CreateClientFormValues) => {
    if (create.isPending) return;
    create.mutate(createClientForm.parse(values), {
      onSuccess: (user) => {
        notify({ color: 'teal', title: 'Success', message: clientMessages.created });
        form.setValues({
          firstName: '',
          lastName: '',
          email: '',
          startingScore: startingScoreDefault,
          dateOfBirth: undefined,
        });
        form.resetDirty();
        onCreated?.(user);
      },
      onError: (error) => {
        // 409 names the email, a weak password the password: said beside the field as well.
        setServerFieldErrors(form, error);
        notify({ color: 'red', title: 'Error', message: serverMessage(error, clientMessages.createFailed) });
      },
    });
  };

  const formElement = (
    <form
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}
      noValidate
      aria-label={title}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First Name" required autoComplete="off" {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" required autoComplete="off" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
        <TextInput
          label="Date of Birth"
          type="date"
          description={`Optional. ${dateOfBirthMessages.whyClient}`}
          min="1900-01-01"
          autoComplete="off"
          {...form.getInputProps('dateOfBirth')}
          value={form.values.dateOfBirth ?? ''}
          // Empty is "not given", not an invalid date.
          onChange={(e) => form.setFieldValue('dateOfBirth', e.currentTarget.value || undefined)}
        />
        <NumberInput
          label="Starting Credit Score"
          description={`${minScore} to ${maxScore}`}
          min={minScore}
          max={maxScore}
          clampBehavior="blur"
          allowDecimal={false}
          {...form.getInputProps('startingScore')}
          // Emptied, it is the default score again.
          onChange={(v) =>
            form.setFieldValue('startingScore', typeof v === 'number' ? v : startingScoreDefault)
          }
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
          <Text fz="sm">{clientMessages.invitationSent}</Text>
        </Alert>
        <Button type="submit" leftSection={<IconUserPlus size={18} aria-hidden />} loading={create.isPending}>
          Create Client
        </Button>
      </Stack>
    </form>
  );

  if (!framed) return formElement;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {formElement}
    </Paper>
  );
}
