import {
  type AdminPasswordChangeFormValues,
  adminPasswordChangeFailures,
  adminPasswordChangeForm,
  adminPasswordMessages,
  adminPasswordRules,
  clientPasswordChangeForm,
  clientPasswordChangeIssues,
  clientPasswordMessages,
  passwordRules,
} from '@app/contracts/password-rules';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useState } from 'react';
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

// The admin portal's Settings and the client page's Password tab differ only in rules and words.
const variants = {
  admin: {
    schema: adminPasswordChangeForm,
    failures: adminPasswordChangeFailures,
    messages: adminPasswordMessages,
    strength: adminPasswordRules,
  },
  client: {
    schema: clientPasswordChangeForm,
    failures: (input: Parameters<typeof clientPasswordChangeIssues>[0]) =>
      clientPasswordChangeIssues(input).map((i) => i.message),
    messages: clientPasswordMessages,
    strength: passwordRules,
  },
} as const;

/**
 * Settings' change-password form: every problem is listed at once,
 * and nothing is sent while there is any. The page hands in the call (POST /api/auth/reset-password).
 */
export function ChangePasswordForm({
  changePassword,
  variant = 'admin',
}: {
  changePassword: (body: { currentPassword: string; newPassword: string }) => Promise<unknown>;
  variant?: keyof typeof variants;
}) {
  const rules = variants[variant];
  const form = useForm<AdminPasswordChangeFormValues>({
    name: useFormName(),
    initialValues: { currentPassword: '', newPassword: '', confirmation: '' },
    validate: contractResolver(rules.schema),
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const onInvalid = (fieldErrors: FormErrors, values: AdminPasswordChangeFormValues) => {
    // The fields are marked; the words are listed together under them.
    setErrors(
      rules.failures({
        current: values.currentPassword,
        password: values.newPassword,
        confirmation: values.confirmation,
      }),
    );
    focusFirstError(form, fieldErrors);
  };

  async function submit(values: AdminPasswordChangeFormValues) {
    if (pending) return;
    setErrors([]);
    setPending(true);
    try {
      await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      form.reset();
      notify({
        color: 'teal',
        title: rules.messages.updatedTitle,
        message: rules.messages.updatedBody,
      });
    } catch (error) {
      const message = errorMessage(error, rules.messages.failedFallback);
      setServerFieldErrors(form, error);
      setErrors([message]);
      notify({ color: 'red', title: rules.messages.failedTitle, message });
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
        Your other signed-in devices are signed out.
      </Text>
      <form onSubmit={form.onSubmit(submit, onInvalid)} noValidate aria-label="Change password">
        <Stack gap="sm">
          <PasswordFields
            form={form}
            current={{ label: 'Current Password' }}
            newPasswordLabel="New Password"
            failures={errors}
            focusableToggles={false}
          >
            <PasswordRequirements password={form.values.newPassword} rules={rules.strength} />
          </PasswordFields>
          <Button type="submit" loading={pending}>
            Update Password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
