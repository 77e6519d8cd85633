import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useEndImpersonation } from '../api/end-impersonation';
import { useImpersonation } from '../api/get-impersonation';

/** 'Viewing as {name} — Return to admin' on every page of a Test as Client session. */
export function ImpersonationBanner() {
  const status = useImpersonation();
  const end = useEndImpersonation();
  if (!status.data?.active || !status.data.client) return null;
  const returnToAdmin = () =>
    end.mutate(undefined, {
      onError: (e) =>
        notify({ color: 'red', title: 'Could not return', message: errorMessage(e, 'Try again') }),
    });
  return (
    <Paper
      component="aside"
      aria-label="Test as Client"
      radius={0}
      bg="yellow.1"
      py={8}
      style={{ borderBottom: '2px solid var(--mantine-color-orange-6)' }}
    >
      <Container size="xl">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconEye size={18} aria-hidden />
            <Text fw={600} fz="sm" c="dark.9">
              Viewing as {status.data.client.name}
            </Text>
            <Text fz="sm" c="dark.9" visibleFrom="sm">
              — approvals, signatures, passwords and payment methods stay with the client
            </Text>
          </Group>
          <Button size="xs" color="dark" onClick={returnToAdmin} loading={end.isPending}>
            Return to admin
          </Button>
        </Group>
      </Container>
    </Paper>
  );
}
