import type { Dispute } from '@app/contracts/disputes.contract';
import { uspsTrackingUrl } from '@app/contracts/usps-tracking';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailForward, IconRefresh } from '@tabler/icons-react';
import { DisputeStatusBadge } from '../../../components/status-badge/dispute-status-badge';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useRefreshTracking } from '../api/refresh-tracking';
import { AddTrackingForm } from './add-tracking-form';
import { BureauDeadline } from './bureau-deadline';
import { DeliveryDateForm } from './delivery-date-form';
import { followUpReached } from './dispute-clock';
import { FollowUpCountdown } from './follow-up-countdown';
import { TrackingHistory } from './tracking-history';

/** The client side's USPS tracking card (spec 001 section 2.2), one per dispute. */
export function UspsTrackingCard({
  dispute,
  today,
  canAct,
}: {
  dispute: Dispute;
  today: string;
  /** May add tracking and confirm delivery (canCreateDisputes). */
  canAct: boolean;
}) {
  const refresh = useRefreshTracking();
  const number = dispute.uspsTrackingNumber;
  const showDelivery = canAct && dispute.status === 'SENT' && !dispute.deliveryDate;

  const onRefresh = () =>
    refresh.mutate(dispute.id, {
      onSuccess: (r) =>
        notify({
          title: 'Dispute Updated',
          message: `Tracking status: ${r.tracking.status}`,
          color: 'green',
        }),
      onError: (error) =>
        notify({
          title: 'Update Failed',
          message:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : 'Failed to update dispute from tracking',
          color: 'red',
        }),
    });

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" data-testid="usps-tracking-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <IconMailForward size={18} aria-hidden />
            <Text fw={700} fz="sm">
              USPS Certified Mail
            </Text>
          </Group>
          <Group gap={6}>
            {dispute.trackingSource === 'simulated' && (
              <Badge
                variant="light"
                color="gray"
                title="Tracking events are simulated: no USPS account is connected"
              >
                Simulated
              </Badge>
            )}
            <DisputeStatusBadge
              status={followUpReached(dispute, today) ? 'FOLLOW_UP_REQUIRED' : dispute.status}
            />
          </Group>
        </Group>

        {number ? (
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                Tracking number{dispute.trackingStatus ? ` · ${dispute.trackingStatus}` : ''}
              </Text>
              <Anchor
                href={uspsTrackingUrl(number)}
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
                ff="monospace"
                style={{ overflowWrap: 'anywhere' }}
                aria-label={`Tracking number ${number} on the USPS website (opens in a new tab)`}
              >
                {number}
              </Anchor>
            </Stack>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRefresh}
              loading={refresh.isPending}
              aria-label={`Refresh tracking for ${number}`}
            >
              Refresh
            </Button>
          </Group>
        ) : canAct && dispute.status === 'PENDING' ? (
          <AddTrackingForm disputeId={dispute.id} />
        ) : (
          <Text fz="sm" c="dimmed">
            {dispute.status === 'PENDING'
              ? 'Not mailed yet: no tracking number.'
              : 'No tracking number was recorded.'}
          </Text>
        )}

        {refresh.data && <TrackingHistory tracking={refresh.data.tracking} />}
        {showDelivery && <DeliveryDateForm disputeId={dispute.id} createdAt={dispute.createdAt} />}
        <FollowUpCountdown dispute={dispute} today={today} />
        <BureauDeadline dispute={dispute} today={today} />
      </Stack>
    </Paper>
  );
}
