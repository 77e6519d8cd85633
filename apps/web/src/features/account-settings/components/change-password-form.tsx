import { adminPasswordChangeFailures, adminPasswordMessages } from '@app/contracts/password-rules';
import { Alert, Button, List, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

const toggleProps = { 'aria-label': 'Show password' } as const;

/**
 * Settings' change-password form (spec 001 sections 2.18, 5, 8): every problem is listed at once,
 * and nothing is sent while there is any. The page hands in the call (POST /api/auth/reset-password).
 */
export function ChangePasswordForm({
  changePassword,
}: {
  changePassword: (body: { currentPassword: string; newPassword: string }) => Promise<unknown>;
}) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = adminPasswordChangeFailures({ current, password, confirmation });
    setErrors(found);
    if (found.length > 0) return;
    setPending(true);
    try {
      await changePassword({ currentPassword: current, newPassword: password });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      notify({
        color: 'teal',
        title: adminPasswordMessages.updatedTitle,
        message: adminPasswordMessages.updatedBody,
      });
    } catch (error) {
      const message =
        (error instanceof ApiError && error.serverMessage) || adminPasswordMessages.failedFallback;
      setErrors([message]);
      notify({ color: 'red', title: adminPasswordMessages.failedTitle, message });
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb={4}>
        Change Password
      </Title>
      <Text fz="sm" c="dimmed" mb="md">
        At least 8 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&. Your
        other signed-in devices are signed out.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="sm">
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            visibilityToggleButtonProps={toggleProps}
          />
          <PasswordInput
            label="New Password"
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
          {errors.length > 0 && (
            <Alert
              color="red.9"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="Please fix the following"
              aria-live="polite"
            >
              <List size="sm" spacing={2} data-testid="password-errors">
                {errors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Button type="submit" loading={pending}>
            Update Password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
