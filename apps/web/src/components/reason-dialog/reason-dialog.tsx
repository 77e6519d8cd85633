import '@mantine/core/styles/Modal.css';
import {
  type SensitiveReasonFormValues,
  sensitiveReasonForm,
} from '@app/contracts/sensitive-access.contract';
import {
  type SensitiveReason,
  sensitiveReasonLabels,
  sensitiveReasons,
} from '@app/contracts/sensitive-access-words';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useEffect } from 'react';
import { contractResolver } from '../../lib/form-errors';

const reasonChoices = [
  { value: '', label: 'Choose a reason', disabled: true },
  ...sensitiveReasons.map((value) => ({ value, label: sensitiveReasonLabels[value] })),
];

/**
 * Asks why before a deliberate look at a client's sensitive data (a reveal, an export, testing as
 * the client): one reason from the short list, which the audit log keeps with the act.
 */
export function ReasonDialog({
  opened,
  onClose,
  title,
  intro,
  confirmLabel,
  busy,
  error,
  onConfirm,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  intro: string;
  confirmLabel: string;
  busy?: boolean;
  /** The server's refusal, in words. */
  error?: string | null;
  onConfirm: (reason: SensitiveReason) => void;
  /** What the act answered (the revealed value), shown in place of the form. */
  children?: ReactNode;
}) {
  const form = useForm<SensitiveReasonFormValues>({
    initialValues: { reason: '' },
    validate: contractResolver(sensitiveReasonForm),
  });
  // Each opening asks afresh: a reason given for one act is never carried to the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening, not on the form's identity.
  useEffect(() => {
    if (opened) form.reset();
  }, [opened]);
  const close = onClose;
  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      {children ?? (
        <form
          onSubmit={form.onSubmit(({ reason }) => {
            if (reason) onConfirm(reason);
          })}
          noValidate
        >
          <Stack gap="md">
            <Text fz="sm">{intro}</Text>
            <NativeSelect
              label="Why do you need it?"
              data={reasonChoices}
              withAsterisk
              {...form.getInputProps('reason')}
            />
            <Text fz="xs" c="dimmed">
              Your name, the time and this reason are kept in the company’s Sensitive access log.
            </Text>
            {error && (
              <Alert color="red" variant="light" role="alert" p="xs">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
