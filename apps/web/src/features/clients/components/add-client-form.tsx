import '@mantine/core/styles/NumberInput.css';
import { passwordRuleFailures } from '@app/contracts/password-rules';
import { maxScore, minScore } from '@app/contracts/score';
import { clientMessages, type PublicUser, startingScoreDefault } from '@app/contracts/users.contract';
import {
  Alert,
  Button,
  NumberInput,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreateClient } from '../api/create-client';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'startingScore';
type Errors = Partial<Record<Field, string>>;
export interface ClientDraft {
  firstName: string;
  lastName: string;
  email: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const toggleProps = { 'aria-label': 'Show password' } as const;

function check(draft: ClientDraft, password: string): Errors {
  const errors: Errors = {};
  if (!draft.firstName.trim()) errors.firstName = clientMessages.firstNameRequired;
  if (!draft.lastName.trim()) errors.lastName = clientMessages.lastNameRequired;
  if (!emailPattern.test(draft.email.trim())) errors.email = clientMessages.emailInvalid;
  if (!password) errors.password = clientMessages.passwordRequired;
  else if (passwordRuleFailures(password).length > 0)
    errors.password = passwordRuleFailures(password).join('. ');
  return errors;
}

/** The server's field messages (409 names the email; weak passwords name the password). */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Errors = {};
  for (const d of error.details as { field?: string; message?: string }[]) {
    const field = d.field?.replace(/^body\./, '') as Field | undefined;
    if (field && d.message && !out[field]) out[field] = d.message;
  }
  return out;
}

/** 'Add New Client' (spec 001 sections 2.18 and 5): the client sets their own password at first sign-in. */
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
  const blank = { firstName: '', lastName: '', email: '', ...initialValues };
  const [draft, setDraft] = useState<ClientDraft>(blank);
  const [password, setPassword] = useState('');
  const [score, setScore] = useState<number>(startingScoreDefault);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateClient();
  // The value is read now: React clears currentTarget before a state updater runs.
  const set = (field: keyof ClientDraft) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: value }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check(draft, password);
    setErrors(found);
    if (Object.keys(found).length > 0 || create.isPending) return;
    create.mutate(
      { ...draft, password, startingScore: score },
      {
        onSuccess: (user) => {
          notify({ color: 'teal', title: 'Success', message: clientMessages.created });
          setDraft({ firstName: '', lastName: '', email: '' });
          setPassword('');
          setScore(startingScoreDefault);
          onCreated?.(user);
        },
        onError: (error) => {
          setErrors(serverErrors(error));
          notify({
            color: 'red',
            title: 'Error',
            message: (error instanceof ApiError && error.serverMessage) || clientMessages.createFailed,
          });
        },
      },
    );
  }

  const form = (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            required
            autoComplete="off"
            value={draft.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextInput
            label="Last Name"
            required
            autoComplete="off"
            value={draft.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={draft.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordInput
          label="Initial Password"
          required
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          visibilityToggleButtonProps={toggleProps}
        />
        <NumberInput
          label="Starting Credit Score"
          description={`${minScore} to ${maxScore}`}
          min={minScore}
          max={maxScore}
          clampBehavior="blur"
          allowDecimal={false}
          value={score}
          onChange={(v) => setScore(typeof v === 'number' ? v : startingScoreDefault)}
          error={errors.startingScore}
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="sm">
          <Text fz="sm">{clientMessages.mustResetPassword}</Text>
        </Alert>
        <Button type="submit" leftSection={<IconUserPlus size={18} aria-hidden />} loading={create.isPending}>
          Create Client
        </Button>
      </Stack>
    </form>
  );

  if (!framed) return form;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {form}
    </Paper>
  );
}
