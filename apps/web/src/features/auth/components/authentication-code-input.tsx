import { authenticationCodeLength } from '@app/contracts/auth.contract';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthenticationCodeInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

/** The 6-digit code of an authenticator app; phones offer it from their keyboard (one-time-code). */
export function AuthenticationCodeInput({ value, onChange, error, ...others }: AuthenticationCodeInputProps) {
  return (
    <TextInput
      {...others}
      label="Authentication code"
      description="The 6-digit code your authenticator app shows now"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={authenticationCodeLength + 1}
      required
      value={value}
      error={error}
      // Apps show the code as "123 456"; only the digits count.
      onChange={(event) =>
        onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, authenticationCodeLength))
      }
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
    />
  );
}
