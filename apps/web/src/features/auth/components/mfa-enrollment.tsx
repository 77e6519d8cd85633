import { authMessages, mfaCodeForm } from '@app/contracts/auth.contract';
import {
  Alert,
  Button,
  Center,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { errorMessage, isStatus, namesField } from '../../../lib/api-errors';
import { contractResolver, focusFirstError, useFormName } from '../../../lib/form-errors';
import { useConfirmMfaEnrollment } from '../api/confirm-mfa-enrollment';
import { useStartMfaEnrollment } from '../api/start-mfa-enrollment';
import { AuthenticationCodeInput } from './authentication-code-input';
import { RecoveryCodesPanel } from './recovery-codes-panel';

interface MfaEnrollmentProps {
  /** Runs once the person has saved the recovery codes. */
  onDone: () => void;
  /** 1 when the flow is the page itself; 3 inside a settings card. */
  headingOrder?: 1 | 2 | 3;
  /** Why this is asked, under the heading. */
  intro?: ReactNode;
  /** A way out shown under the form (sign out, cancel). */
  footer?: ReactNode;
  /** The password just re-entered, when set-up starts from a complete session. */
  password?: string;
  /** The server refused that password: the caller asks for it again. */
  onPasswordRefused?: (message: string) => void;
}

/** "ABCD EFGH ..." is easier to type from the screen than 32 letters in a row. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const problemOf = (error: unknown) => {
  if (isStatus(error, 429)) return authMessages.tooManyAttempts;
  return errorMessage(error, error instanceof Error ? error.message : String(error));
};

/** Set-up of the second factor: QR code and key, a first code, then the recovery codes (shown once). */
export function MfaEnrollment({
  onDone,
  headingOrder = 2,
  intro,
  footer,
  password,
  onPasswordRefused,
}: MfaEnrollmentProps) {
  const start = useStartMfaEnrollment();
  const confirm = useConfirmMfaEnrollment();
  const form = useForm({
    name: useFormName(),
    initialValues: { code: '' },
    validate: contractResolver(mfaCodeForm),
  });
  const started = useRef(false);

  // One secret per visit: StrictMode runs effects twice, and a second secret would replace the first.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate(password, {
      onError: (error) => {
        const refused = namesField(error, 'password');
        if (refused) onPasswordRefused?.(problemOf(error));
      },
    });
  }, [start, password, onPasswordRefused]);

  if (confirm.data) {
    return (
      <RecoveryCodesPanel codes={confirm.data.recoveryCodes} onSaved={onDone} headingOrder={headingOrder} />
    );
  }

  const submit = ({ code }: { code: string }) =>
    confirm.mutate(
      { code },
      {
        onError: (error) => {
          // Emptied first: a change of value clears the field's error.
          form.setFieldValue('code', '');
          if (isStatus(error, 400)) form.setFieldError('code', problemOf(error));
        },
      },
    );
  const codeError = form.errors.code;

  const enrollment = start.data;
  const heading = (
    <>
      <Title order={headingOrder} fz={headingOrder === 1 ? 'h2' : 'h3'}>
        Set up two-factor sign-in
      </Title>
      {intro}
    </>
  );

  if (start.isError) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red.9" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {problemOf(start.error)}
        </Alert>
        <Button variant="default" onClick={() => start.mutate(password)}>
          Try again
        </Button>
        {footer}
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))} noValidate>
      <Stack gap="md">
        {heading}
        <List type="ordered" spacing="xs" fz="sm">
          <List.Item>
            Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password,
            Authy or any other) and scan this QR code.
          </List.Item>
          <List.Item>Enter the 6-digit code the app shows for this account.</List.Item>
        </List>
        <Center>
          {enrollment ? (
            <Image
              src={enrollment.qrCode}
              alt="QR code to scan with your authenticator app"
              w={200}
              h={200}
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
            />
          ) : (
            <Center w={200} h={200} aria-busy>
              <Loader aria-label="Preparing your QR code" />
            </Center>
          )}
        </Center>
        {enrollment && (
          <Stack gap={4}>
            <Text fz="sm" fw={600} id="mfa-secret-label">
              Can't scan? Enter this key in the app instead
            </Text>
            <Group gap="xs" wrap="nowrap" align="center">
              <Code
                aria-labelledby="mfa-secret-label"
                data-testid="mfa-secret"
                fz="sm"
                py={6}
                style={{ flex: 1, wordBreak: 'break-all' }}
              >
                {grouped(enrollment.secret)}
              </Code>
              <CopyButton value={enrollment.secret}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    size="xs"
                    onClick={copy}
                    leftSection={
                      copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                    }
                  >
                    {copied ? 'Copied' : 'Copy key'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
        {confirm.isError && !codeError && (
          <Alert color="red.9" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problemOf(confirm.error)}
          </Alert>
        )}
        <AuthenticationCodeInput {...form.getInputProps('code')} />
        <Button type="submit" loading={confirm.isPending} disabled={!enrollment}>
          Verify and turn on
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
