import { authMessages, mfaCodeForm, mfaMessages, recoveryCodeForm } from '@app/contracts/auth.contract';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage, isStatus } from '../../../lib/api-errors';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { AuthenticationCodeInput } from './authentication-code-input';

interface SecondFactorVerifyFormProps {
  /** A way out shown under the form (sign out). */
  footer?: ReactNode;
}

/** The sign-in's second step: the app's code, or one of the recovery codes. */
export function SecondFactorVerifyForm({ footer }: SecondFactorVerifyFormProps) {
  const verify = useVerifySecondFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm({
    name: useFormName(),
    initialValues: { code: '', recoveryCode: '' },
    // Only the way the person chose is checked.
    validate: (values) => contractResolver(useRecovery ? recoveryCodeForm : mfaCodeForm)(values),
  });
  const [problem, setProblem] = useState<string>();

  const submit = (values: { code: string; recoveryCode: string }) => {
    if (verify.isPending) return;
    setProblem(undefined);
    verify.mutate(useRecovery ? { recoveryCode: values.recoveryCode.trim() } : { code: values.code }, {
      onSuccess: ({ recoveryCodesRemaining }) => {
        if (!useRecovery) return;
        notify({
          color: 'orange',
          title: 'Recovery code used',
          message: `${recoveryCodesRemaining} recovery code${recoveryCodesRemaining === 1 ? '' : 's'} left. Each code works once.`,
        });
      },
      onError: (error) => {
        // Emptied first: a change of value clears the field's error.
        form.setFieldValue('code', '');
        if (isStatus(error, 400)) {
          form.setFieldError(
            useRecovery ? 'recoveryCode' : 'code',
            errorMessage(error, mfaMessages.invalidCode),
          );
        } else if (isStatus(error, 429)) {
          setProblem(authMessages.tooManyAttempts);
        } else {
          setProblem(errorMessage(error, error.message));
        }
      },
    });
  };

  const switchMethod = () => {
    setUseRecovery((on) => !on);
    form.clearErrors();
    setProblem(undefined);
  };

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
      <Stack gap="md">
        <div>
          <Title order={1} fz="h2">
            Two-step verification
          </Title>
          <Text c="dimmed" mt={4}>
            {useRecovery
              ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
              : 'Open your authenticator app and enter the code it shows for this account.'}
          </Text>
        </div>
        {problem && (
          <Alert color="red.9" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        )}
        {useRecovery ? (
          <TextInput
            label="Recovery code"
            placeholder="xxxxx-xxxxx"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.getInputProps('recoveryCode')}
          />
        ) : (
          <AuthenticationCodeInput {...form.getInputProps('code')} autoFocus />
        )}
        <Button type="submit" size="md" loading={verify.isPending}>
          Verify
        </Button>
        <Anchor component="button" type="button" fz="sm" onClick={switchMethod} ta="center">
          {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code'}
        </Anchor>
        {footer}
      </Stack>
    </form>
  );
}
