import { type AgreementKind, signatureForm } from '@app/contracts/agreements.contract';
import { Alert, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import type { AgreementDraft } from '../api/get-agreement-drafts';
import type { SignedAgreement } from '../api/get-signed-agreements';
import { useSignAgreement } from '../api/sign-agreement';

// Mantine writes errors in red 6, 3.3:1 on white; red 9 reads.
const readableError = { error: { color: 'var(--mantine-color-red-9)' } };

const signLabels: Record<AgreementKind, string> = {
  DISCLOSURE: 'Sign the disclosure',
  CONTRACT: 'Sign the contract',
  NOTICE_OF_CANCELLATION: 'Sign the notice of cancellation',
};

/**
 * The e-signature under a document: a typed name and an explicit consent box (E-SIGN Act). The
 * statutory lines the server names stand in bold right above the signature, as 15 U.S.C. 1679d asks.
 */
export function SignAgreementForm({
  planId,
  draft,
  onSigned,
}: {
  planId: number;
  draft: AgreementDraft;
  onSigned: (signed: SignedAgreement) => void;
}) {
  const sign = useSignAgreement();
  const form = useForm({
    name: useFormName(),
    initialValues: { typedName: '', consent: false },
    validate: contractResolver(signatureForm),
  });
  const [otherError, setOtherError] = useState<string | null>(null);

  function submit(values: { typedName: string; consent: boolean }) {
    setOtherError(null);
    // mutateAsync: the next document replaces this form when the list refreshes, and a per-call
    // onSuccess would be dropped with it; the promise still resolves.
    sign
      .mutateAsync({
        planId,
        kind: draft.kind,
        sha256: draft.sha256,
        typedName: values.typedName.trim(),
        consent: true,
      })
      .then(onSigned, (error: unknown) => {
        if (!setServerFieldErrors(form, error))
          setOtherError(errorMessage(error, 'The document could not be signed. Please try again.'));
      });
  }

  return (
    <form
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}
      noValidate
      aria-label={`Signature: ${draft.title}`}
    >
      <Stack gap="md">
        {draft.boldLines.map((line) => (
          <Text key={line} fw={700} fz="sm" p="sm" bg="yellow.0" bdrs="md">
            {line}
          </Text>
        ))}
        <TextInput
          label="Type your full name to sign"
          styles={readableError}
          description="Your typed name is your electronic signature."
          autoComplete="name"
          {...form.getInputProps('typedName')}
          maxLength={120}
          required
        />
        <Checkbox
          label={`I have read the ${draft.title} and agree to sign it electronically.`}
          styles={readableError}
          {...form.getInputProps('consent', { type: 'checkbox' })}
        />
        {otherError && (
          <Alert color="red" title="Not signed" role="alert">
            {otherError}
          </Alert>
        )}
        <Button type="submit" loading={sign.isPending} w={{ base: '100%', sm: 'auto' }} miw={{ sm: 260 }}>
          {signLabels[draft.kind]}
        </Button>
      </Stack>
    </form>
  );
}
