import { invitationMessages } from '@app/contracts/client-onboarding.contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEye, IconHourglass, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog';
import { paths } from '../../../config/paths';
import { errorMessage, hasErrorCode } from '../../../lib/api-errors';
import { useStartImpersonation } from '../api/start-impersonation';

/** Why Test as Client did not start, with the way forward where there is one. */
function Refusal({ error }: { error: unknown }) {
  if (hasErrorCode(error, 'SECOND_FACTOR_REQUIRED')) {
    return (
      <Alert color="orange.9" variant="light" icon={<IconShieldLock aria-hidden />} role="alert" p="xs">
        <Stack gap={6} align="flex-start">
          <Text fz="sm">{errorMessage(error, 'Two-factor authentication is needed first.')}</Text>
          <Button component={Link} to={paths.twoFactor} size="xs" variant="light">
            Set up two-factor authentication
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" p="xs">
      <Text fz="sm">{errorMessage(error, 'Could not test as client. Try again.')}</Text>
    </Alert>
  );
}

/**
 * 'Test as Client': asks why, then opens the client's view in a new, audited 30-minute session. A
 * client who has not accepted their invitation has no account of theirs to see yet: that is said
 * instead.
 */
export function TestAsClientButton({
  client,
}: {
  client: { id: number; name: string; awaitingInvitation?: boolean };
}) {
  const start = useStartImpersonation();
  const [asking, dialog] = useDisclosure(false);
  if (client.awaitingInvitation) {
    return (
      <Text fz="sm" c="dimmed" style={{ display: 'flex', gap: 6, alignItems: 'center', maxWidth: 220 }}>
        <IconHourglass size={16} aria-hidden style={{ flexShrink: 0 }} />
        {invitationMessages.awaitingAcceptance}
      </Text>
    );
  }
  return (
    <Stack gap={6} align="flex-end" maw={320}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        loading={start.isPending}
        aria-label={`Test as Client: ${client.name}`}
        onClick={dialog.open}
      >
        Test as Client
      </Button>
      <ReasonDialog
        opened={asking}
        onClose={dialog.close}
        title={`Test as ${client.name}`}
        intro="You see the client's pages as they do, for 30 minutes; acts only the client may do stay closed."
        confirmLabel="Start testing"
        busy={start.isPending}
        onConfirm={(reason) => {
          dialog.close();
          start.mutate(
            { userId: client.id, reason },
            { onSuccess: () => window.location.assign(paths.creditRepair) },
          );
        }}
      />
      {start.isError && <Refusal error={start.error} />}
    </Stack>
  );
}
