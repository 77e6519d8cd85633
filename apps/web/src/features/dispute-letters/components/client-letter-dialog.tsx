import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Grid.css';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import {
  type AdminGenerateLetterResponse,
  adminLetterMessages,
  type DisputeReason,
  disputeLetterMessages,
  disputeReasonLabels,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import { disputeMessages } from '@app/contracts/dispute-messages';
import { letterTextForm } from '@app/contracts/disputes.contract';
import { Alert, Button, Grid, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { LetterEditor } from '../../../components/letter-editor/letter-editor';
import { errorMessage } from '../../../lib/api-errors';
import {
  contractResolver,
  focusFirstError,
  setServerFieldErrors,
  useFormName,
} from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateDispute } from '../api/create-dispute';
import { useGenerateClientLetter } from '../api/generate-client-letter';
import { letterTitle, showPrintable } from './letter-print-drafts';

function ClientLetterForm({
  issue,
  bureaus,
  draft,
  onClose,
}: {
  issue: CreditIssue;
  bureaus: readonly Bureau[];
  draft: AdminGenerateLetterResponse;
  onClose: () => void;
}) {
  const [current, setCurrent] = useState(draft);
  const form = useForm<{ bureau: Bureau; reason: DisputeReason; letter: string }>({
    name: useFormName(),
    initialValues: { bureau: draft.bureau, reason: draft.reason, letter: draft.letter },
    validate: contractResolver(letterTextForm),
  });
  const { bureau, reason, letter } = form.values;
  const regenerate = useGenerateClientLetter();
  const create = useCreateDispute();
  // The letter names its bureau and reason: a change asks for a new letter before it can be saved.
  const stale = bureau !== current.bureau || reason !== current.reason;

  const onRegenerate = () =>
    regenerate.mutate(
      { issue: { id: issue.id }, clientName: draft.clientName, bureau, reason },
      {
        onSuccess: (next) => {
          setCurrent(next);
          form.setFieldValue('letter', next.letter);
        },
        onError: (error) =>
          notify({
            title: disputeLetterMessages.failed,
            message: errorMessage(error, 'Please try again.'),
            color: 'red',
          }),
      },
    );

  const onSave = (values: { letter: string }) => {
    const text = values.letter.trim();
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
        onError: (error) => {
          setServerFieldErrors(form, error, { letterContent: 'letter' });
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
    <form onSubmit={form.onSubmit(onSave, (errors) => focusFirstError(form, errors))} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {issue.title} · {issue.creditor}. Read and edit the letter; saved, it waits for {draft.clientName}{' '}
          to approve it and attest to it before it can be mailed.
        </Text>
        {current.missingAddress && (
          <Alert color="yellow" title="No mailing address on file">
            {adminLetterMessages.missingAddress}
          </Alert>
        )}
        {/* A reason reads as a sentence: it gets the wider column so it is never cut off. */}
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label="Bureau"
              {...form.getInputProps('bureau')}
              data={bureaus.map((b) => ({ value: b, label: bureauLabel[b] }))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <NativeSelect
              label="Reason"
              {...form.getInputProps('reason')}
              data={reasonsByIssueType[issue.type].map((r) => ({ value: r, label: disputeReasonLabels[r] }))}
            />
          </Grid.Col>
        </Grid>
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
        <LetterEditor
          engine={current.engine}
          description="Edit freely: the client approves exactly this text."
          {...form.getInputProps('letter')}
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
            <Button type="submit" loading={create.isPending} disabled={stale}>
              Save as client’s dispute
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** The dispute modal the generator opens: the letter to edit, print, and save for the client's approval. */
export function ClientLetterDialog({
  opened,
  issue,
  bureaus,
  draft,
  onClose,
}: {
  opened: boolean;
  issue: CreditIssue | null;
  /** The bureaus free to write to: those reporting the item with no open dispute of it. */
  bureaus: readonly Bureau[];
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
      {issue && draft && (
        <ClientLetterForm
          issue={issue}
          bureaus={bureaus.length > 0 ? bureaus : [draft.bureau]}
          draft={draft}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
