import '@mantine/core/styles/Modal.css';
import { type Bureau, bureauCodes, bureauLabel } from '@app/contracts/bureaus';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import {
  type AdminGenerateLetterResponse,
  adminLetterMessages,
  type DisputeReason,
  disputeLetterMessages,
  disputeReasonLabels,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import { disputeMessages, letterLimits } from '@app/contracts/disputes.contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCreateDispute } from '../api/create-dispute';
import { useGenerateClientLetter } from '../api/generate-client-letter';
import { letterTitle, showPrintable } from './letter-print-drafts';

const serverMessage = (error: unknown) =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again.';

function ClientLetterForm({
  issue,
  draft,
  onClose,
}: {
  issue: CreditIssue;
  draft: AdminGenerateLetterResponse;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState(draft);
  const [letter, setLetter] = useState(draft.letter);
  const [bureau, setBureau] = useState<Bureau>(draft.bureau);
  const [reason, setReason] = useState<DisputeReason>(draft.reason);
  const [letterError, setLetterError] = useState<string | undefined>();
  const regenerate = useGenerateClientLetter();
  const create = useCreateDispute();
  const bureaus = issue.bureaus.length > 0 ? issue.bureaus : bureauCodes;
  // The letter names its bureau and reason: a change asks for a new letter before it can be saved.
  const stale = bureau !== current.bureau || reason !== current.reason;

  const onRegenerate = () =>
    regenerate.mutate(
      { issue: { id: issue.id }, clientName: draft.clientName, bureau, reason },
      {
        onSuccess: (next) => {
          setCurrent(next);
          setLetter(next.letter);
          setLetterError(undefined);
        },
        onError: (error) =>
          notify({ title: disputeLetterMessages.failed, message: serverMessage(error), color: 'red' }),
      },
    );

  const onSave = () => {
    const text = letter.trim();
    if (text.length < letterLimits.minLength) {
      setLetterError(`A dispute letter needs at least ${letterLimits.minLength} characters`);
      return;
    }
    create.mutate(
      {
        userId: current.userId,
        issueId: issue.id,
        bureau: current.bureau,
        reason: current.reason,
        letterType: current.letterType,
        letterContent: text,
        letterGenerated: true,
      },
      {
        onSuccess: () => {
          notify({
            title: adminLetterMessages.saved,
            message: adminLetterMessages.savedBody,
            color: 'green',
          });
          onClose();
        },
        onError: (error) =>
          notify({ title: disputeMessages.createFailed, message: serverMessage(error), color: 'red' }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {issue.title} · {issue.creditor}. Read and edit the letter; saved, it waits for {draft.clientName} to
        approve it and attest to it before it can be mailed.
      </Text>
      {current.missingAddress && (
        <Alert color="yellow" title="No mailing address on file">
          {adminLetterMessages.missingAddress}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label="Bureau"
          value={bureau}
          onChange={(e) => setBureau(e.currentTarget.value as Bureau)}
          data={bureaus.map((b) => ({ value: b, label: bureauLabel[b] }))}
        />
        <NativeSelect
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value as DisputeReason)}
          data={reasonsByIssueType[issue.type].map((r) => ({ value: r, label: disputeReasonLabels[r] }))}
        />
      </SimpleGrid>
      {stale && (
        <Alert color="blue" title="Bureau or reason changed">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">The letter still says what it was written for. Regenerate it before saving.</Text>
            <Button size="xs" onClick={onRegenerate} loading={regenerate.isPending}>
              Regenerate letter
            </Button>
          </Stack>
        </Alert>
      )}
      <Textarea
        label={
          <Group gap="xs" component="span">
            Dispute letter
            {current.engine === 'builtin' && (
              <Badge variant="light" color="gray" component="span">
                Built-in engine
              </Badge>
            )}
          </Group>
        }
        description="Edit freely: the client approves exactly this text."
        autosize
        minRows={10}
        maxRows={20}
        maxLength={letterLimits.maxLength}
        value={letter}
        error={letterError}
        onChange={(e) => {
          setLetter(e.currentTarget.value);
          setLetterError(undefined);
        }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <Group justify="space-between" gap="sm">
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => showPrintable(null, letterTitle(draft.clientName, issue), letter)}
        >
          Printable letter
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSave} loading={create.isPending} disabled={stale}>
            Save as client’s dispute
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** The dispute modal the generator opens: the letter to edit, print, and save for the client's approval. */
export function ClientLetterDialog({
  opened,
  issue,
  draft,
  onClose,
}: {
  opened: boolean;
  issue: CreditIssue | null;
  draft: AdminGenerateLetterResponse | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title={draft ? `Dispute letter for ${draft.clientName}` : 'Dispute letter'}
      size="xl"
      fullScreen={fullScreen}
    >
      {issue && draft && <ClientLetterForm issue={issue} draft={draft} onClose={onClose} />}
    </Modal>
  );
}
