import {
  type PasswordLinkCheckResponse,
  type PasswordLinkFormValues,
  passwordLinkForm,
} from '@app/contracts/password-links.contract';
import { newPasswordFailures, passwordRulesFor } from '@app/contracts/password-rules';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PasswordFields } from '../../../components/password-form/password-fields';
import { PasswordRequirements } from '../../../components/password-form/password-requirements';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { useSetPasswordWithLink } from '../api/use-password-link';

interface PasswordLinkFormProps {
  token: string;
  link: PasswordLinkCheckResponse;
  onDone: (message: string) => void;
}

/** Chooses a password with a one-time link from an e-mail: a reset, or a new client's invitation. */
export function PasswordLinkForm({ token, link, onDone }: PasswordLinkFormProps) {
  const rules = passwordRulesFor(link.accessLevel);
  const schema = useMemo(() => passwordLinkForm(rules), [rules]);
  const form = useForm<PasswordLinkFormValues>({
    name: useFormName(),
    initialValues: { newPassword: '', confirmation: '' },
    validate: contractResolver(schema),
  });
  const setPassword = useSetPasswordWithLink();
  const [touched, setTouched] = useState(false);
  const { newPassword, confirmation } = form.values;
  const failures = newPasswordFailures({ password: newPassword, confirmation, rules });
  const invitation = link.purpose === 'invite';

  const submit = (values: PasswordLinkFormValues) =>
    setPassword.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: (response) => onDone(response.message),
        onError: (error) => setServerFieldErrors(form, error),
      },
    );

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={480}>
      <form
        onSubmit={form.onSubmit(submit, (errors) => {
          setTouched(true);
          focusFirstError(form, errors);
        })}
        noValidate
      >
        <Stack gap="md">
          <div>
            <Title order={1} fz="h2">
              {invitation ? 'Welcome! Choose your password' : 'Choose a new password'}
            </Title>
            <Text c="dimmed" mt={4}>
              {invitation
                ? `Hello ${link.firstName}, choose the password you will sign in with.`
                : `Hello ${link.firstName}, choose a new password. Every device signed in to your account will be signed out.`}
            </Text>
          </div>
          {setPassword.isError && (
            <Alert color="red.9" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {errorMessage(setPassword.error, 'The password could not be set. Please try again.')}
            </Alert>
          )}
          <PasswordFields
            form={form}
            newPasswordLabel="New Password"
            failures={touched || newPassword !== '' || confirmation !== '' ? failures : []}
          >
            <PasswordRequirements password={newPassword} rules={rules} />
          </PasswordFields>
          <Button type="submit" size="md" loading={setPassword.isPending}>
            Set Password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
