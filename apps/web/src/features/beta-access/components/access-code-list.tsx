import {
  type AccessCode,
  accessCodeMessages,
  accessCodeStatusLabels,
} from '@app/contracts/beta-access.contract';
import { betaFeatureLabels } from '@app/contracts/beta-features';
import { personDate } from '@app/contracts/common/person-dates';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useAccessCodes } from '../api/get-access-codes';
import { useRevokeAccessCode } from '../api/revoke-access-code';

const statusColor = { ACTIVE: 'teal', EXPIRED: 'gray', REVOKED: 'red', USED_UP: 'orange' } as const;

function AccessCodeCard({ code }: { code: AccessCode }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const revoke = useRevokeAccessCode();
  const copy = () => {
    clipboard.copy(code.accessCode);
    notify({ color: 'teal', title: accessCodeMessages.copied, message: code.accessCode });
  };
  const uses =
    code.maxRedemptions === null
      ? `${code.redemptionCount}`
      : `${code.redemptionCount} of ${code.maxRedemptions}`;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text ff="monospace" fw={700} fz="lg">
              {code.accessCode}
            </Text>
            <Badge color={statusColor[code.status]} variant="light">
              {accessCodeStatusLabels[code.status]}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={
                clipboard.copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
              }
              onClick={copy}
              aria-label={`Copy Code ${code.accessCode}`}
            >
              {clipboard.copied ? 'Copied' : 'Copy Code'}
            </Button>
            {code.status === 'ACTIVE' && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={revoke.isPending}
                aria-label={`Revoke ${code.accessCode}`}
                onClick={() =>
                  revoke.mutate(code.id, {
                    onSuccess: () =>
                      notify({
                        color: 'teal',
                        title: accessCodeMessages.revokedDone,
                        message: code.accessCode,
                      }),
                    onError: (e) =>
                      notify({
                        color: 'red',
                        title: 'Could not revoke',
                        message: errorMessage(e, 'Try again'),
                      }),
                  })
                }
              >
                Revoke
              </Button>
            )}
          </Group>
        </Group>
        <Text fz="sm" c="dimmed">
          {code.features.length} {code.features.length === 1 ? 'feature' : 'features'} · created{' '}
          {personDate(code.createdAt)}
          {code.createdBy ? ` by ${code.createdBy.name}` : ''} · redeemed {uses}
          {code.expiresAt ? ` · expires ${personDate(code.expiresAt)}` : ''}
        </Text>
        <Group gap={6}>
          {code.features.map((f) => (
            <Badge key={f} variant="outline" color="blue.8">
              {betaFeatureLabels[f]}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** The Access Codes tab. */
export function AccessCodeList() {
  const codes = useAccessCodes();
  if (codes.isPending) return <ListSkeleton label="Loading access codes" />;
  if (codes.isError) return <ListError what="access codes" onRetry={() => codes.refetch()} />;
  if (codes.data.length === 0) {
    return (
      <EmptyState icon={IconKey} title="No access codes">
        No access codes created yet. Create one to get started.
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {codes.data.map((c) => (
        <AccessCodeCard key={c.id} code={c} />
      ))}
    </Stack>
  );
}
