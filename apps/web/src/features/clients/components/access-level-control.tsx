import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Popover.css';
import { accessLevelLabels } from '@app/contracts/access-level-labels';
import { accessLevelMessages } from '@app/contracts/admin-clients.contract';
import type { AccessLevel, PublicUser } from '@app/contracts/users.contract';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useChangeAccessLevel } from '../api/change-access-level';

// The spec's role selector order (Standard, Beta Tester, Admin) and the client profile level.
const options: { value: AccessLevel; label: string }[] = (
  ['STANDARD', 'BETA_TESTER', 'ADMIN', 'CLIENT_VIEWER'] as const
).map((value) => ({ value, label: accessLevelLabels[value] }));

/** Changes a person's access level after a confirmation; they are signed out everywhere. */
export function AccessLevelControl({
  user,
}: {
  user: Pick<PublicUser, 'id' | 'firstName' | 'lastName' | 'accessLevel'>;
}) {
  const [asked, setAsked] = useState<AccessLevel | null>(null);
  const change = useChangeAccessLevel();
  const name = `${user.firstName} ${user.lastName}`;

  const confirm = () => {
    if (!asked) return;
    change.mutate(
      { userId: user.id, accessLevel: asked },
      {
        onSuccess: (updated) => {
          notify({
            color: 'teal',
            title: accessLevelMessages.changed,
            message: `${name} is now ${accessLevelLabels[updated.accessLevel]}.`,
          });
          setAsked(null);
        },
        onError: (error) => {
          notify({
            color: 'red',
            title: 'Update Failed',
            message: errorMessage(error, accessLevelMessages.failed),
          });
          setAsked(null);
        },
      },
    );
  };

  return (
    <>
      <Select
        label="Access level"
        data={options}
        value={user.accessLevel}
        onChange={(next) => {
          if (next && next !== user.accessLevel) setAsked(next as AccessLevel);
        }}
        allowDeselect={false}
        disabled={change.isPending}
        comboboxProps={{ withinPortal: true }}
      />
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title="Change access level?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text fz="sm">
            {name} goes from <strong>{accessLevelLabels[user.accessLevel]}</strong> to{' '}
            <strong>{asked ? accessLevelLabels[asked] : ''}</strong>. {accessLevelMessages.sessionsEnded}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsked(null)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={change.isPending}>
              Change access level
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
