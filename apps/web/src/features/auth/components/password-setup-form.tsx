import { newPasswordFailures, passwordRulesFor } from '@app/contracts/password-rules';
import { Alert, Button, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { PasswordRequirements } from './password-requirements';

const toggleProps = { 'aria-label': 'Show password', tabIndex: 0 } as const;

interface PasswordSetupFormProps {
  /** The password the person just signed in with; absent after a page reload. */
  temporaryPassword: string | undefined;
  /** Whose password it is: admins meet the admin portal's rules. */
  accessLevel: string;
  onDone: () => Promise<void>;
}

/** Spec 000 section 2, forced password setup: replaces the temporary password before anything else. */
export function PasswordSetupForm({ temporaryPassword, accessLevel, onDone }: PasswordSetupFormProps) {
  const [typedTemporary, setTypedTemporary] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const reset = useResetPassword();
  const current = temporaryPassword ?? typedTemporary;
  const rules = passwordRulesFor(accessLevel);
  const failures = newPasswordFailures({ password, confirmation, current: current || undefined, rules });
  const missingTemporary = !temporaryPassword && !typedTemporary;
  const showErrors = touched || password !== '' || confirmation !== '';
  const pending = reset.isPending || finishing;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (failures.length > 0 || missingTemporary || pending) return;
    reset.mutate(
      { currentPassword: current, newPassword: password },
      {
        onSuccess: async () => {
          setFinishing(true);
          try {
            await onDone();
          } finally {
            setFinishing(false);
          }
        },
        onError: (error) => {
          notify({
            color: 'red',
            title: 'Password Setup Failed',
            message:
              (error instanceof ApiError && error.serverMessage) ||
              'Failed to create password. Please try again.',
          });
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={480}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} fz="h2">
              Password Setup Required
            </Title>
            <Text c="dimmed" mt={4}>
              Choose your own password to finish signing in.
            </Text>
          </div>
          <Alert
            color="brand"
            variant="light"
            icon={<IconLock aria-hidden />}
            title="About your temporary password"
          >
            You signed in with a temporary password. Until you replace it with a password that only you know,
            your account can do nothing else.
          </Alert>
          {!temporaryPassword && (
            <PasswordInput
              label="Temporary Password"
              description="The password you were given, which you signed in with."
              autoComplete="current-password"
              required
              value={typedTemporary}
              onChange={(e) => setTypedTemporary(e.currentTarget.value)}
              error={touched && missingTemporary ? 'Temporary password is required' : undefined}
              visibilityToggleButtonProps={toggleProps}
            />
          )}
          <PasswordInput
            label="Create New Password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            visibilityToggleButtonProps={toggleProps}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(e) => setConfirmation(e.currentTarget.value)}
            visibilityToggleButtonProps={toggleProps}
          />
          <PasswordRequirements password={password} rules={rules} />
          {showErrors && failures.length > 0 && (
            <Alert
              color="red.9"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="Please fix the following"
              aria-live="polite"
            >
              <List size="sm" spacing={2} data-testid="password-errors">
                {failures.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Button type="submit" size="md" disabled={pending}>
            {pending ? 'Creating Password...' : 'Set New Password'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
