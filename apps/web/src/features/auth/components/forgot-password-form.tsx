import {
  type ForgotPasswordRequest,
  forgotPasswordRequest,
  passwordLinkMinutes,
} from '@app/contracts/password-links.contract';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Asks for a reset link by e-mail; the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const form = useForm<Required<ForgotPasswordRequest>>({
    name: useFormName(),
    initialValues: { email: '' },
    validate: contractResolver(forgotPasswordRequest),
  });
  const request = useRequestPasswordReset();

  const submit = (values: Required<ForgotPasswordRequest>) =>
    request.mutate(values, { onError: (error) => setServerFieldErrors(form, error) });

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={440}>
      <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} fz="h2">
              Forgot your password?
            </Title>
            <Text c="dimmed" mt={4}>
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </Text>
          </div>
          {request.isSuccess && (
            <Alert color="teal.9" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
              {request.data.message}
            </Alert>
          )}
          {request.isError && (
            <Alert color="red.9" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {errorMessage(request.error, 'The link could not be sent. Please try again.')}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" loading={request.isPending}>
            {request.isSuccess ? 'Send the link again' : 'Send reset link'}
          </Button>
          <Text fz="xs" c="dimmed">
            A link works once, for {passwordLinkMinutes.reset} minutes. Asking again replaces the earlier
            link.
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
