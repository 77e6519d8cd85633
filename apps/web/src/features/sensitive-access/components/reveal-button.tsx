import { personDate } from '@app/contracts/common/person-dates';
import { sensitiveMessages } from '@app/contracts/sensitive-access.contract';
import { type SensitiveField, sensitiveFieldLabels } from '@app/contracts/sensitive-access-words';
import { teamCan } from '@app/contracts/team-roles';
import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { useSignedInUser } from '../../../lib/session';
import { useRevealSensitive } from '../api/reveal-sensitive';

/**
 * "Reveal": asks why, then shows the full value once in the dialog. Closing it forgets the value;
 * seeing it again is another reveal, with its own line in the log. A role without `revealSensitive`
 * (a processor, sales) gets no button at all: the server would refuse it anyway.
 */
export function RevealButton({
  clientId,
  clientName,
  field,
  itemId,
  itemName,
}: {
  clientId: number;
  clientName: string;
  field: SensitiveField;
  /** The negative item (account number) or the monitoring connection (credential). */
  itemId?: number;
  /** Which one, in words ("Midland Credit"): several Reveal buttons on a screen each say whose. */
  itemName?: string;
}) {
  const allowed = teamCan(useSignedInUser(), 'revealSensitive');
  const [opened, dialog] = useDisclosure(false);
  const reveal = useRevealSensitive();
  const label = sensitiveFieldLabels[field];
  const what = itemName ? `${label.toLowerCase()} of ${itemName}` : label.toLowerCase();
  const close = () => {
    reveal.reset();
    dialog.close();
  };
  if (!allowed) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={`Reveal ${what}`}
        onClick={dialog.open}
      >
        Reveal
      </Button>
      <ReasonDialog
        opened={opened}
        onClose={close}
        title={`Reveal ${label.toLowerCase()}`}
        intro={`The full ${what}${itemName ? ` (${clientName})` : ` of ${clientName}`} is shown once, here.`}
        confirmLabel="Reveal"
        busy={reveal.isPending}
        error={reveal.isError ? errorMessage(reveal.error, 'Could not reveal it. Try again.') : null}
        onConfirm={(reason) => reveal.mutate({ clientId, field, reason, ...(itemId ? { itemId } : {}) })}
      >
        {reveal.data && (
          <Stack gap="md">
            <Text fz="sm">
              {label} of {itemName ? `${itemName} (${clientName})` : clientName}
            </Text>
            <Code fz="lg" p="sm" aria-label={label} style={{ wordBreak: 'break-all' }}>
              {/* A date reads as people write it ("May 19, 1988"), like every other date here. */}
              {field === 'dateOfBirth' ? personDate(reveal.data.value) : reveal.data.value}
            </Code>
            <Text fz="xs" c="dimmed">
              {sensitiveMessages.shownOnce}
            </Text>
            <Group justify="flex-end">
              <Button onClick={close}>Done</Button>
            </Group>
          </Stack>
        )}
      </ReasonDialog>
    </>
  );
}
