import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Fieldset.css';
import { bureauStandingText, disputableBureaus } from '@app/contracts/bureau-standing-rules';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import type { CreditIssue } from '@app/contracts/credit-issues.contract';
import {
  type DraftLettersResponse,
  type LetterBatchChoicesForm,
  letterBatchChoicesForm,
  letterBatchMessages,
  letterBatchPreviewForm,
  type PreviewLettersResponse,
} from '@app/contracts/dispute-batch.contract';
import {
  bureauAddressedLetterTypes,
  type DisputeLetterType,
  defaultReasonFor,
  disputeLetterTypeLabels,
  disputeReasonLabels,
  letterTypesByIssueType,
  reasonsByIssueType,
} from '@app/contracts/dispute-letters.contract';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  List,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconFiles } from '@tabler/icons-react';
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
import { useDraftClientLetters } from '../api/draft-client-letters';
import { usePreviewClientLetters } from '../api/preview-client-letters';

/** The letter types addressed to a bureau that fit the item (a batch writes to bureaus only). */
const letterTypesFor = (issue: CreditIssue) =>
  letterTypesByIssueType[issue.type].filter((t) => bureauAddressedLetterTypes.includes(t));

/** What each item starts with: the reason its findings support, a dispute to the bureau, every free bureau. */
const suggestedChoice = (issue: CreditIssue): LetterBatchChoicesForm['items'][number] => {
  const types = letterTypesFor(issue);
  return {
    issueId: issue.id,
    reason: defaultReasonFor(issue.type, issue.findings),
    letterType: types.includes('BUREAU_DISPUTE') ? 'BUREAU_DISPUTE' : (types[0] as DisputeLetterType),
    bureaus: disputableBureaus(issue),
  };
};

function ChoicesStep({
  clientId,
  clientName,
  issues,
  initial,
  onPreviewed,
  onCancel,
}: {
  clientId: number;
  clientName: string;
  issues: CreditIssue[];
  /** The choices made before, when coming back from the preview. */
  initial: LetterBatchChoicesForm | null;
  onPreviewed: (choices: LetterBatchChoicesForm, preview: PreviewLettersResponse) => void;
  onCancel: () => void;
}) {
  const preview = usePreviewClientLetters();
  const form = useForm<LetterBatchChoicesForm>({
    name: useFormName(),
    initialValues: initial ?? { items: issues.map(suggestedChoice) },
    validate: contractResolver(letterBatchChoicesForm),
  });
  const onSubmit = form.onSubmit(
    (values) =>
      preview.mutate(
        { userId: clientId, items: values.items, clientName: clientName || undefined },
        {
          onSuccess: (answer) => onPreviewed(values, answer),
          onError: (error) => {
            setServerFieldErrors(form, error);
            notify({
              title: letterBatchMessages.previewFailed,
              message: errorMessage(error, 'Please try again.'),
              color: 'red',
            });
          },
        },
      ),
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose the letters for each item">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Each item starts with the reason its report supports and every bureau that reports it without a
          letter yet. Change what you need, then preview the letters: nothing is saved until you save them.
        </Text>
        {issues.map((issue, index) => (
          <Fieldset key={issue.id} legend={issue.title} radius="md" data-testid="batch-item">
            <Stack gap="sm">
              <Text fz="sm" c="dimmed">
                {issue.creditor}
              </Text>
              <Grid gutter="sm">
                <Grid.Col span={{ base: 12, sm: 7 }}>
                  <NativeSelect
                    label="Reason"
                    {...form.getInputProps(`items.${index}.reason`)}
                    data={reasonsByIssueType[issue.type].map((r) => ({
                      value: r,
                      label: disputeReasonLabels[r],
                    }))}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, sm: 5 }}>
                  <NativeSelect
                    label="Letter type"
                    {...form.getInputProps(`items.${index}.letterType`)}
                    data={letterTypesFor(issue).map((t) => ({ value: t, label: disputeLetterTypeLabels[t] }))}
                  />
                </Grid.Col>
              </Grid>
              <Checkbox.Group label="Bureaus to write to" {...form.getInputProps(`items.${index}.bureaus`)}>
                <Stack gap={6} mt={6}>
                  {issue.bureauStandings.map((s) => (
                    <Checkbox
                      key={s.bureau}
                      value={s.bureau}
                      disabled={s.state !== 'NOT_DISPUTED'}
                      label={
                        s.state === 'NOT_DISPUTED'
                          ? bureauLabel[s.bureau]
                          : `${bureauLabel[s.bureau]} — ${bureauStandingText(s)}`
                      }
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Stack>
          </Fieldset>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={preview.isPending} leftSection={<IconEye size={16} aria-hidden />}>
            Preview letters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PreviewStep({
  clientId,
  clientName,
  choices,
  preview,
  onBack,
  onSaved,
}: {
  clientId: number;
  clientName: string;
  choices: LetterBatchChoicesForm;
  preview: PreviewLettersResponse;
  onBack: () => void;
  onSaved: (answer: DraftLettersResponse) => void;
}) {
  const draft = useDraftClientLetters();
  const form = useForm<{ letters: { keep: boolean; letterContent: string }[] }>({
    name: useFormName(),
    initialValues: { letters: preview.letters.map((l) => ({ keep: true, letterContent: l.letterContent })) },
    validate: contractResolver(letterBatchPreviewForm),
  });
  const kept = form.values.letters.filter((l) => l.keep).length;
  const onSubmit = form.onSubmit(
    (values) => {
      // Only the kept letters are saved, each to its bureau, exactly as it reads now.
      const items = choices.items.flatMap((item) => {
        const letters = preview.letters
          .map((l, i) => ({ l, v: values.letters[i] }))
          .filter(({ l, v }) => l.issueId === item.issueId && v?.keep)
          .map(({ l, v }) => ({ bureau: l.bureau, letterContent: (v?.letterContent ?? '').trim() }));
        if (letters.length === 0) return [];
        return [
          {
            issueId: item.issueId,
            reason: item.reason,
            letterType: item.letterType,
            bureaus: letters.map((l) => l.bureau) as Bureau[],
            letters,
          },
        ];
      });
      draft.mutate(
        { userId: clientId, items, clientName: clientName || undefined },
        {
          onSuccess: onSaved,
          onError: (error) =>
            notify({
              title: letterBatchMessages.failed,
              message: errorMessage(error, 'Please try again.'),
              color: 'red',
            }),
        },
      );
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Read the letters before saving them">
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Read and edit each letter. The ones you keep are saved as the client’s disputes and wait for the
          client to approve them before anything is mailed.
        </Text>
        {preview.skipped.length > 0 && (
          <Alert color="gray" title="Not written">
            <List fz="sm" spacing={2}>
              {preview.skipped.map((s) => (
                <List.Item key={`${s.issueId}-${s.bureau}`}>
                  {s.issueTitle}: {s.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {preview.letters.map((l, index) => (
          <Paper
            key={`${l.issueId}-${l.bureau}`}
            withBorder
            radius="md"
            p="sm"
            data-testid="previewed-letter"
          >
            <Stack gap="xs">
              <Text fw={600}>
                {l.issueTitle} · to {bureauLabel[l.bureau]}
              </Text>
              <Text fz="sm" c="dimmed">
                {disputeReasonLabels[l.reason]} · {disputeLetterTypeLabels[l.letterType]}
              </Text>
              {l.missingAddress && (
                <Text fz="sm" c="yellow.9">
                  No mailing address on file yet: the letter carries the client’s name alone until it is
                  added.
                </Text>
              )}
              <Checkbox
                label={`Save the letter to ${bureauLabel[l.bureau]} for ${l.issueTitle}`}
                {...form.getInputProps(`letters.${index}.keep`, { type: 'checkbox' })}
              />
              <LetterEditor
                minRows={6}
                disabled={!form.values.letters[index]?.keep}
                description={`To ${bureauLabel[l.bureau]}: edit freely, the client approves exactly this text.`}
                {...form.getInputProps(`letters.${index}.letterContent`)}
              />
            </Stack>
          </Paper>
        ))}
        {form.errors.letters && (
          <Text fz="sm" c="red.8" role="alert">
            {form.errors.letters}
          </Text>
        )}
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onBack}>
            Back to choices
          </Button>
          <Button type="submit" loading={draft.isPending} leftSection={<IconFiles size={16} aria-hidden />}>
            {kept === 1 ? 'Save 1 letter' : `Save ${kept} letters`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Batch drafting: for the ticked items, each item's reason, letter type and bureaus, then a preview
 * of every letter (read and edited in the shared letter editor) before the chosen ones are saved.
 */
export function LetterBatchDialog({
  opened,
  clientId,
  clientName,
  issues,
  onClose,
  onSaved,
}: {
  opened: boolean;
  clientId: number;
  clientName: string;
  issues: CreditIssue[];
  onClose: () => void;
  onSaved: (answer: DraftLettersResponse) => void;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState<{
    choices: LetterBatchChoicesForm;
    preview: PreviewLettersResponse;
  } | null>(null);
  const [choices, setChoices] = useState<LetterBatchChoicesForm | null>(null);
  const close = () => {
    setStep(null);
    setChoices(null);
    onClose();
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={close}
      title={step ? 'Preview the letters' : 'Letters for the chosen items'}
      size="xl"
      fullScreen={fullScreen}
    >
      {opened &&
        (step ? (
          <PreviewStep
            clientId={clientId}
            clientName={clientName}
            choices={step.choices}
            preview={step.preview}
            onBack={() => {
              setChoices(step.choices);
              setStep(null);
            }}
            onSaved={(answer) => {
              setStep(null);
              setChoices(null);
              onSaved(answer);
            }}
          />
        ) : (
          <ChoicesStep
            clientId={clientId}
            clientName={clientName}
            issues={issues}
            initial={choices}
            onPreviewed={(choices, preview) => setStep({ choices, preview })}
            onCancel={close}
          />
        ))}
    </Modal>
  );
}
