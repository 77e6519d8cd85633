import {
  type StartCompanySignupRequest,
  startCompanySignupRequest,
} from '@app/contracts/company-signup.contract';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { useStartCompanySignup } from '../api/start-company-signup';

/** Sign-up, step 1: the address the company is reached at, proved by the link mailed to it. */
export function CompanyEmailForm() {
  const form = useForm<StartCompanySignupRequest>({
    name: useFormName(),
    initialValues: { email: '' },
    validate: contractResolver(startCompanySignupRequest),
  });
  const start = useStartCompanySignup();
  const submit = (values: StartCompanySignupRequest) =>
    start.mutate(values, { onError: (error) => setServerFieldErrors(form, error) });

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
      <Stack gap="md">
        {start.isSuccess && (
          <Alert color="teal.9" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {start.data.message}
          </Alert>
        )}
        {start.isError && (
          <Alert color="red.9" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(start.error, 'The link could not be sent. Please try again.')}
          </Alert>
        )}
        <TextInput
          label="Your work e-mail"
          description="You become the company’s owner. Your clients will see it as your support address."
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" size="md" loading={start.isPending}>
          {start.isSuccess ? 'Send the link again' : 'Verify my e-mail'}
        </Button>
        <Text fz="xs" c="dimmed">
          Next: your company’s details, then two-step sign-in with an authenticator app.
        </Text>
      </Stack>
    </form>
  );
}
