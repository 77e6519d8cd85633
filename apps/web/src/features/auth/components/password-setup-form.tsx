import {
  newPasswordFailures,
  type PasswordSetupFormValues,
  passwordRulesFor,
  passwordSetupForm,
} from '@app/contracts/password-rules';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
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
import { notify } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';

interface PasswordSetupFormProps {
  /** The password the person just signed in with; absent after a page reload. */
  temporaryPassword: string | undefined;
  /** Whose password it is: admins meet the admin portal's rules. */
  accessLevel: string;
  onDone: () => Promise<void>;
}

/** Replaces the temporary password before anything else. */
export function PasswordSetupForm({ temporaryPassword, accessLevel, onDone }: PasswordSetupFormProps) {
  const rules = passwordRulesFor(accessLevel);
  const schema = useMemo(() => passwordSetupForm(rules), [rules]);
  const form = useForm<PasswordSetupFormValues>({
    name: useFormName(),
    initialValues: { currentPassword: temporaryPassword ?? '', newPassword: '', confirmation: '' },
    validate: contractResolver(schema),
  });
  const [touched, setTouched] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const reset = useResetPassword();
  const { currentPassword, newPassword, confirmation } = form.values;
  // Every problem is listed together, live as the person types.
  const failures = newPasswordFailures({
    password: newPassword,
    confirmation,
    current: currentPassword || undefined,
    rules,
  });
  const showErrors = touched || newPassword !== '' || confirmation !== '';
  const pending = reset.isPending || finishing;

  const onInvalid = (errors: FormErrors) => {
    setTouched(true);
    focusFirstError(form, errors);
  };

  const submit = (values: PasswordSetupFormValues) => {
    if (pending) return;
    reset.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
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
          setServerFieldErrors(form, error);
          notify({
            color: 'red',
            title: 'Password Setup Failed',
            message: errorMessage(error, 'Failed to create password. Please try again.'),
          });
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={480}>
      <form onSubmit={form.onSubmit(submit, onInvalid)} noValidate>
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
          <PasswordFields
            form={form}
            current={
              temporaryPassword
                ? undefined
                : {
                    label: 'Temporary Password',
                    description: 'The password you were given, which you signed in with.',
                    ownError: true,
                  }
            }
            newPasswordLabel="Create New Password"
            failures={showErrors ? failures : []}
          >
            <PasswordRequirements password={newPassword} rules={rules} />
          </PasswordFields>
          <Button type="submit" size="md" disabled={pending}>
            {pending ? 'Creating Password...' : 'Set New Password'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
