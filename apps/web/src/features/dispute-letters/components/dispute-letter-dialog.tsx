import '@mantine/core/styles/Modal.css';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import { disputeLetterMessages } from '@app/contracts/dispute-letters.contract';
import { attestationMessages, disputeMessages, letterLimits } from '@app/contracts/disputes.contract';
import { Badge, Button, Checkbox, Divider, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSignedInUser } from '../../../lib/session';
import { useCreateDispute } from '../api/create-dispute';
import { useGenerateDisputeLetter } from '../api/generate-dispute-letter';
import {
  emptyLetterOptions,
  type LetterOptionErrors,
  type LetterOptions,
  LetterOptionsFields,
  needsRecipientAddress,
  optionsForIssue,
} from './letter-options-fields';
import { MailingAddressForm } from './mailing-address-form';

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);
const asksForAddress = (error: unknown) =>
  error instanceof ApiError &&
  Array.isArray(error.details) &&
  error.details.some((d) => (d as { field?: string }).field === 'address');

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
  const [options, setOptions] = useState<LetterOptions>(() => {
    const issue = issues.find((i) => i.id === issueId);
    return issue ? optionsForIssue(issue, emptyLetterOptions) : emptyLetterOptions;
  });
  const [errors, setErrors] = useState<LetterOptionErrors & { letter?: string; attestation?: string }>({});
  const [letter, setLetter] = useState('');
  const [generatedBy, setGeneratedBy] = useState<'builtin' | 'openai' | null>(null);
  const [attested, setAttested] = useState(false);
  const [addressAsked, setAddressAsked] = useState(false);
  const generate = useGenerateDisputeLetter();
  const create = useCreateDispute();

  const issue = issues.find((i) => String(i.id) === options.issueId);
  const missingAddress = user.address === null || addressAsked;

  const onGenerate = () => {
    const found: LetterOptionErrors = {};
    if (!issue) found.issueId = 'Choose the issue to dispute';
    if (!options.bureau) found.bureau = 'Choose the bureau to write to';
    if (issue && !options.reason) found.reason = 'Choose the reason for your dispute';
    if (issue && needsRecipientAddress(options.letterType) && !options.recipientAddress.trim())
      found.recipientAddress = disputeLetterMessages.needsRecipient;
    setErrors(found);
    if (Object.keys(found).length > 0 || !issue || !options.bureau || !options.reason) return;
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
          setLetter(result.letterContent);
          setGeneratedBy(result.engine);
          setAddressAsked(false);
          notify({
            title: disputeLetterMessages.generated,
            message: 'Read it, edit anything that is not right, then approve it.',
            color: 'green',
          });
        },
        onError: (error) => {
          if (asksForAddress(error)) setAddressAsked(true);
          notify({
            title: disputeLetterMessages.failed,
            message: serverMessage(error) ?? 'Please try again.',
            color: 'red',
          });
        },
      },
    );
  };

  const onCreate = () => {
    const found: typeof errors = {};
    if (!issue) found.issueId = 'Choose the issue to dispute';
    if (!options.bureau) found.bureau = 'Choose the bureau to write to';
    if (issue && !options.reason) found.reason = 'Choose the reason for your dispute';
    const text = letter.trim();
    if (!text) found.letter = 'Generate or write the letter first';
    else if (text.length < letterLimits.minLength)
      found.letter = `A dispute letter needs at least ${letterLimits.minLength} characters`;
    if (!attested) found.attestation = 'Please confirm before the letter is sent';
    setErrors(found);
    if (Object.keys(found).length > 0 || !issue || !options.bureau || !options.reason) return;
    create.mutate(
      {
        issueId: issue.id,
        bureau: options.bureau,
        letterType: options.letterType,
        reason: options.reason,
        letterContent: text,
        letterGenerated: generatedBy !== null,
        attestation: true,
      },
      {
        onSuccess: () => {
          notify({
            title: disputeMessages.created,
            message: 'Track it on the Disputes tab once you mail it.',
            color: 'green',
          });
          onClose();
        },
        onError: (error) =>
          notify({
            title: disputeMessages.createFailed,
            message: serverMessage(error) ?? 'Please try again.',
            color: 'red',
          }),
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
      <LetterOptionsFields
        issues={issues}
        value={options}
        errors={errors}
        onChange={(next) => {
          setOptions(next);
          setErrors({});
        }}
      />
      <Group justify="flex-end">
        <Button variant="light" onClick={onGenerate} loading={generate.isPending}>
          Generate Letter
        </Button>
      </Group>
      <Divider />
      <Textarea
        label={
          <Group gap="xs" component="span">
            Dispute letter
            {generatedBy === 'builtin' && (
              <Badge variant="light" color="gray" component="span">
                Built-in engine
              </Badge>
            )}
          </Group>
        }
        description="Edit freely: it is sent exactly as written here."
        autosize
        minRows={8}
        maxRows={18}
        maxLength={letterLimits.maxLength}
        value={letter}
        error={errors.letter}
        onChange={(e) => setLetter(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <Checkbox
        label={attestationMessages.statement}
        checked={attested}
        error={errors.attestation}
        onChange={(e) => setAttested(e.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onCreate} loading={create.isPending}>
          Create Dispute
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Generate Dispute Letter (spec 000 sections 2 and 4): choose issue and bureau, generate, edit,
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
