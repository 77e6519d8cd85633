import { personDateTime } from '@app/contracts/common/person-dates';
import {
  type OperatorAccessHours,
  operatorAccessHourLabels,
  operatorAccessHours,
} from '@app/contracts/platform-operator.contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useOperatorAccess } from '../api/get-operator-access';
import { useGrantOperatorAccess } from '../api/grant-operator-access';
import { useRevokeOperatorAccess } from '../api/revoke-operator-access';

/**
 * Settings of a company's admin: whether the platform's operator may read the company's clients,
 * files and letters. Only the owner grants (for a limited time) or ends it; every use is listed.
 */
export function OperatorAccessCard() {
  const access = useOperatorAccess();
  const grant = useGrantOperatorAccess();
  const revoke = useRevokeOperatorAccess();
  const [hours, setHours] = useState<OperatorAccessHours>(24);
  const [confirming, setConfirming] = useState(false);
  const live = access.data?.grants.find((g) => g.live);

  const give = () =>
    grant.mutate(
      { hours },
      {
        onSuccess: () => {
          setConfirming(false);
          notify({
            title: 'Access granted',
            message: `For ${operatorAccessHourLabels[hours]}.`,
            color: 'green',
          });
        },
        onError: (error) =>
          notify({ title: 'Not granted', message: errorMessage(error, 'Please try again.'), color: 'red' }),
      },
    );

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="operator-access-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <IconLockAccess size={22} aria-hidden />
            <Title order={2} fz="h4" id="operator-access-title">
              Platform support access
            </Title>
          </Group>
          {access.data && (
            <Badge color={live ? 'orange.9' : 'gray.7'} variant="light">
              {live ? 'Open' : 'Closed'}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          The platform’s support team cannot see your clients, their credit files or letters unless your
          company’s owner lets them, for a limited time. Every time they open something it is listed here.
        </Text>
        {access.isPending && <Skeleton h={64} aria-label="Loading support access" />}
        {access.isError && (
          <Alert color="red.9" variant="light" role="alert">
            {errorMessage(access.error, 'Could not load the support access. Reload the page to try again.')}
          </Alert>
        )}
        {access.data && (
          <>
            {live ? (
              <Group justify="space-between" wrap="wrap">
                <Text fz="sm">
                  Open until {personDateTime(live.expiresAt)}, granted by {live.grantedBy}.
                </Text>
                {access.data.youAreOwner && (
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    loading={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(live.id, {
                        onError: (error) =>
                          notify({
                            title: 'Not ended',
                            message: errorMessage(error, 'Please try again.'),
                            color: 'red',
                          }),
                      })
                    }
                  >
                    End access now
                  </Button>
                )}
              </Group>
            ) : access.data.youAreOwner ? (
              <Stack gap="xs">
                <Text fz="sm" fw={600} id="operator-access-length">
                  Let the support team in for
                </Text>
                <SegmentedControl
                  aria-labelledby="operator-access-length"
                  value={String(hours)}
                  onChange={(v) => setHours(Number(v) as OperatorAccessHours)}
                  data={operatorAccessHours.map((h) => ({
                    value: String(h),
                    label: operatorAccessHourLabels[h],
                  }))}
                />
                <Group>
                  <Button onClick={() => setConfirming(true)}>Grant access</Button>
                </Group>
              </Stack>
            ) : (
              <Text fz="sm">
                Only your company’s owner{access.data.ownerName ? `, ${access.data.ownerName},` : ''} can let
                the support team in.
              </Text>
            )}
            {access.data.uses.length > 0 && (
              <Stack
                gap={4}
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
                aria-label="Support access history"
              >
                {access.data.uses.slice(0, 10).map((u) => (
                  <Text component="li" fz="xs" key={`${u.at}-${u.words}`}>
                    <Text span c="dimmed" fz="xs">
                      {personDateTime(u.at)}
                    </Text>{' '}
                    {u.words}
                  </Text>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Let the support team in?"
        confirmLabel={`Grant for ${operatorAccessHourLabels[hours]}`}
        onConfirm={give}
        busy={grant.isPending}
      >
        For {operatorAccessHourLabels[hours]}, the platform’s support team can read your clients, their credit
        figures and letters. You can end it sooner at any time.
      </ConfirmDialog>
    </Card>
  );
}
