import '@mantine/core/styles/Modal.css';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import { disputeLetterMessages } from '@app/contracts/dispute-letters.contract';
import { disputeMessages } from '@app/contracts/dispute-messages';
import {
  approvalMessages,
  attestationMessages,
  createDisputeForm,
  generateLetterForm,
} from '@app/contracts/disputes.contract';
import { Button, Checkbox, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { LetterEditor } from '../../../components/letter-editor/letter-editor';
import { errorMessage, namesField } from '../../../lib/api-errors';
import {
  checkWith,
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/session';
import { useCreateDispute } from '../api/create-dispute';
import { useGenerateDisputeLetter } from '../api/generate-dispute-letter';
import {
  type DisputeLetterValues,
  emptyLetterOptions,
  LetterOptionsFields,
  needsRecipientAddress,
  optionsForIssue,
} from './letter-options-fields';
import { MailingAddressForm } from './mailing-address-form';

const asksForAddress = (error: unknown) => namesField(error, 'address');

function DisputeLetterForm({
  onClose,
  issues,
  issueId,
}: {
  onClose: () => void;
  issues: CreditIssue[];
  issueId?: number | null;
}) {
  const user = useSignedInUser();
  // The form lives inside the modal, so each opening starts afresh on the issue it was opened from.
  const form = useForm<DisputeLetterValues>({
    name: useFormName(),
    initialValues: (() => {
      const issue = issues.find((i) => i.id === issueId);
      const options = issue ? optionsForIssue(issue, emptyLetterOptions) : emptyLetterOptions;
      return { ...options, letter: '', attested: false };
    })(),
    validate: contractResolver(createDisputeForm),
  });
  const [generatedBy, setGeneratedBy] = useState<'builtin' | 'openai' | null>(null);
  const [addressAsked, setAddressAsked] = useState(false);
  const generate = useGenerateDisputeLetter();
  const create = useCreateDispute();

  const options = form.values;
  const issue = issues.find((i) => String(i.id) === options.issueId);
  const missingAddress = user.address === null || addressAsked;

  const onGenerate = () => {
    if (!checkWith(form, generateLetterForm) || !issue || !options.bureau || !options.reason) return;
    generate.mutate(
      {
        issueId: issue.id,
        bureau: options.bureau,
        letterType: options.letterType,
        reason: options.reason,
        consumerStatement: options.consumerStatement.trim() || undefined,
        recipientAddress: needsRecipientAddress(options.letterType)
          ? options.recipientAddress.trim()
          : undefined,
      },
      {
        onSuccess: (result) => {
          form.setFieldValue('letter', result.letterContent);
          setGeneratedBy(result.engine);
          setAddressAsked(false);
          // The letter appearing below is the sign of success; the spec's words claim AI, so they are
          // said only when a model really wrote it.
          if (result.engine === 'openai')
            notify({
              title: disputeLetterMessages.generated,
              message: 'Read it, edit anything that is not right, then approve it.',
              color: 'green',
            });
        },
        onError: (error) => {
          if (asksForAddress(error)) setAddressAsked(true);
          else setServerFieldErrors(form, error);
          notify({
            title: disputeLetterMessages.failed,
            message: errorMessage(error, 'Please try again.'),
            color: 'red',
          });
        },
      },
    );
  };

  const onCreate = (values: DisputeLetterValues) => {
    if (!issue || !values.bureau || !values.reason) return;
    create.mutate(
      {
        issueId: issue.id,
        bureau: values.bureau,
        letterType: values.letterType,
        reason: values.reason,
        letterContent: values.letter.trim(),
        letterGenerated: generatedBy !== null,
        attestation: true,
      },
      {
        onSuccess: (created) => {
          notify({
            title: disputeMessages.created,
            // One side mails each letter: the plan says which.
            message:
              created.mailedBy === 'CONSUMER'
                ? approvalMessages.approvedBodyOwnMailing
                : approvalMessages.approvedBody,
            color: 'green',
          });
          onClose();
        },
        onError: (error) => {
          setServerFieldErrors(form, error, { letterContent: 'letter', attestation: 'attested' });
          notify({
            title: disputeMessages.createFailed,
            message: errorMessage(error, 'Please try again.'),
            color: 'red',
          });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        Dispute only what you believe is inaccurate, incomplete or unverifiable. Accurate, timely information
        cannot be removed by a dispute.
      </Text>
      {missingAddress && <MailingAddressForm message={disputeLetterMessages.needsAddress} />}
      <form onSubmit={form.onSubmit(onCreate, (errors) => focusFirstError(form, errors))} noValidate>
        <Stack gap="md">
          <LetterOptionsFields issues={issues} form={form} />
          <Group justify="flex-end">
            <Button variant="light" onClick={onGenerate} loading={generate.isPending}>
              Generate Letter
            </Button>
          </Group>
          <Divider />
          <LetterEditor
            engine={generatedBy}
            minRows={8}
            description="Edit freely: it is sent exactly as written here."
            {...form.getInputProps('letter')}
          />
          <Checkbox
            label={attestationMessages.statement}
            {...form.getInputProps('attested', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Dispute
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * Generate Dispute Letter: choose issue and bureau, generate, edit,
 * attest, create. `issues` are the ones that may be disputed; `issueId` preselects one.
 */
export function DisputeLetterDialog({
  opened,
  onClose,
  issues,
  issueId,
}: {
  opened: boolean;
  onClose: () => void;
  issues: CreditIssue[];
  issueId?: number | null;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Generate Dispute Letter"
      size="xl"
      fullScreen={fullScreen}
    >
      <DisputeLetterForm onClose={onClose} issues={issues} issueId={issueId} />
    </Modal>
  );
}
