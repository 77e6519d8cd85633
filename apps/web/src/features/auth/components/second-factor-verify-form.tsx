import { authMessages, mfaMessages } from '@app/contracts/auth.contract';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { AuthenticationCodeInput, isCompleteCode } from './authentication-code-input';

interface SecondFactorVerifyFormProps {
  /** A way out shown under the form (sign out). */
  footer?: ReactNode;
}

/** The sign-in's second step: the app's code, or one of the recovery codes. */
export function SecondFactorVerifyForm({ footer }: SecondFactorVerifyFormProps) {
  const verify = useVerifySecondFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (!useRecovery && !isCompleteCode(code)) return setFieldError(mfaMessages.codeFormat);
    if (useRecovery && !recoveryCode.trim()) return setFieldError('Enter one of your recovery codes');
    setFieldError(undefined);
    setProblem(undefined);
    verify.mutate(useRecovery ? { recoveryCode: recoveryCode.trim() } : { code }, {
      onSuccess: ({ recoveryCodesRemaining }) => {
        if (!useRecovery) return;
        notify({
          color: 'orange',
          title: 'Recovery code used',
          message: `${recoveryCodesRemaining} recovery code${recoveryCodesRemaining === 1 ? '' : 's'} left. Each code works once.`,
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setFieldError(error.serverMessage ?? mfaMessages.invalidCode);
        } else if (error instanceof ApiError && error.status === 429) {
          setProblem(authMessages.tooManyAttempts);
        } else {
          setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message);
        }
        setCode('');
      },
    });
  };

  const switchMethod = () => {
    setUseRecovery((on) => !on);
    setFieldError(undefined);
    setProblem(undefined);
  };

  return (
    <form onSubmit={submit} noValidate>
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
            value={recoveryCode}
            error={fieldError}
            onChange={(event) => setRecoveryCode(event.currentTarget.value)}
          />
        ) : (
          <AuthenticationCodeInput value={code} onChange={setCode} error={fieldError} autoFocus />
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
