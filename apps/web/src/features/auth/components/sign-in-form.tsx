import type { LoginRequest, LoginResponse, loginTypes } from '@app/contracts/auth.contract';
import { authMessages } from '@app/contracts/auth-messages';
import {
  Alert,
  Button,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { deferredContractResolver } from '../../../lib/deferred-contract-resolver';
import { focusFirstError, useFormName } from '../../../lib/form-focus';
import { useLogin } from '../api/login';

type LoginType = (typeof loginTypes)[number];

// The form is drawn first; zod and the login schema load once it is on screen.
const loginCheck = deferredContractResolver(() =>
  import('@app/contracts/auth.contract').then((contract) => contract.loginRequest),
);

const portalCopy: Record<LoginType, { heading: string; tagline: string }> = {
  client: {
    heading: 'Client Portal',
    tagline: 'Sign in to see your credit issues, disputes and progress.',
  },
  admin: {
    heading: 'Admin Portal',
    tagline: 'Sign in to manage clients, credit reports, disputes and mail tracking.',
  },
};

interface SignInFormProps {
  initialPortal: LoginType;
  /** Runs after the server accepted the credentials; the button keeps 'Signing in...' until it ends. */
  onSignedIn: (response: LoginResponse, password: string) => Promise<void>;
}

/** The sign-in screen: email and password, one message for every failure. */
export function SignInForm({ initialPortal, onSignedIn }: SignInFormProps) {
  const form = useForm<Required<LoginRequest>>({
    name: useFormName(),
    initialValues: { email: '', password: '', loginType: initialPortal },
    validate: loginCheck.validate,
  });
  const { email, password, loginType: portal } = form.values;
  const [failed, setFailed] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const loginCall = useLogin();
  const pending = loginCall.isPending || finishing;
  const copy = portalCopy[portal];
  useEffect(loginCheck.load, []);

  const submit = (values: Required<LoginRequest>) => {
    if (pending) return;
    setFailed(false);
    loginCall.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: async (response) => {
          setFinishing(true);
          try {
            await onSignedIn(response, values.password);
          } finally {
            setFinishing(false);
          }
        },
        onError: (error) => {
          // The person sees one generic message; the server's reason is for the console only.
          const reason = errorMessage(error, error.message);
          if (reason.includes('Access denied')) console.warn('Sign-in refused: wrong portal type.', reason);
          else console.warn('Sign-in failed:', reason);
          setFailed(true);
        },
      },
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={440}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          loginCheck.whenChecked(form.onSubmit(submit, (errors) => focusFirstError(form, errors)));
        }}
        noValidate
      >
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            aria-label="Portal type"
            value={portal}
            onChange={(value) => form.setFieldValue('loginType', value as LoginType)}
            data={[
              { value: 'client', label: 'Client Portal' },
              { value: 'admin', label: 'Admin Portal' },
            ]}
          />
          <div>
            <Title order={1} fz="h2">
              {copy.heading}
            </Title>
            <Text c="dimmed" mt={4}>
              {copy.tagline}
            </Text>
          </div>
          {failed && (
            <Alert color="red.9" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {authMessages.loginFailed}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
            visibilityToggleButtonProps={{ 'aria-label': 'Show password', tabIndex: 0 }}
          />
          <Button type="submit" size="md" disabled={!email || !password || pending}>
            {pending ? 'Signing in...' : 'Sign In'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
