import { shownDisputeStatus } from '@app/contracts/dispute-status-words';
import type { Dispute } from '@app/contracts/disputes.contract';
import { uspsTrackingUrl } from '@app/contracts/usps-tracking';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconTruckDelivery } from '@tabler/icons-react';
import { DisputeStatusBadge } from '../../../components/status-badge/dispute-status-badge';
import { errorMessage } from '../../../lib/api-errors';
import { useTrackingInfo } from '../api/get-tracking-info';
import { AddTrackingInline } from './add-tracking-inline';
import { DeliveryDateForm } from './delivery-date-form';
import { DisputeSchedule } from './dispute-schedule';
import { RefreshTrackingButton } from './refresh-tracking-button';
import { SelfMailSteps } from './self-mail-steps';
import { SimulatedTrackingBadge } from './simulated-tracking-badge';
import { TrackingHistory } from './tracking-history';
import { readableStatus } from './tracking-status-text';

/**
 * 'USPS Certified Mail Tracking', one per dispute, the same card on the client's Disputes tab and
 * in the admin's tracking list.
 */
export function UspsTrackingCard({
  dispute,
  today,
  canAct,
  liveTracking = false,
  letterPdfHref,
}: {
  dispute: Dispute;
  today: string;
  /** May add the tracking number and confirm delivery (canCreateDisputes). */
  canAct: boolean;
  /**
   * Asks the postal service for the history as soon as the card shows (and every 5 minutes), where
   * cards open one at a time; otherwise the history appears with the answer to Refresh.
   */
  liveTracking?: boolean;
  /** The letter's PDF, for the steps of a consumer who mails it themselves (the page supplies it). */
  letterPdfHref?: string;
}) {
  const number = dispute.uspsTrackingNumber;
  const info = useTrackingInfo(number, liveTracking);
  const closed = dispute.status === 'RESOLVED' || dispute.status === 'REJECTED';
  const status = info.data?.status ?? dispute.trackingStatus ?? dispute.status;
  const simulated = (info.data?.source ?? dispute.trackingSource) === 'simulated';
  const showDelivery = canAct && dispute.status === 'SENT' && !dispute.deliveryDate;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="usps-tracking-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap={8} wrap="nowrap">
            <IconTruckDelivery size={20} aria-hidden color="var(--mantine-color-brand-7)" />
            <Title order={4} fz="md">
              USPS Certified Mail Tracking
            </Title>
          </Group>
          <Group gap={6}>
            {/* The dispute's status, in the same word as on every other screen; USPS's own below. */}
            <DisputeStatusBadge status={shownDisputeStatus(dispute, today)} />
            {number && simulated && <SimulatedTrackingBadge />}
          </Group>
        </Group>

        {!number ? (
          canAct && dispute.status === 'PENDING' ? (
            dispute.mailedBy === 'CONSUMER' ? (
              <SelfMailSteps dispute={dispute} letterPdfHref={letterPdfHref} />
            ) : (
              <AddTrackingInline dispute={dispute} />
            )
          ) : (
            <Text fz="sm" c="dimmed">
              {dispute.status === 'PENDING'
                ? 'Not mailed yet: no tracking number.'
                : 'No tracking number was recorded.'}
            </Text>
          )
        ) : (
          <>
            <Group justify="space-between" align="flex-end" gap="sm">
              <Stack gap={0}>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  Tracking number
                </Text>
                <Anchor
                  href={uspsTrackingUrl(number)}
                  target="_blank"
                  rel="noopener noreferrer"
                  ff="monospace"
                  fz="sm"
                  style={{ wordBreak: 'break-all' }}
                  aria-label={`Tracking number ${number} on the USPS website (opens in a new tab)`}
                >
                  {number}
                  <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: -2 }} />
                </Anchor>
              </Stack>
              <RefreshTrackingButton disputeId={dispute.id} label={dispute.issueTitle} />
            </Group>
            {!closed && (
              <Text fz="sm" data-testid="tracking-status">
                {`USPS: ${readableStatus(status)}`}
                {info.data?.description ? ` — ${info.data.description}` : ''}
              </Text>
            )}
            {info.data?.isDelivered && dispute.status === 'SENT' && (
              <Text fz="sm" fw={600} c="brand.8">
                USPS reports the letter delivered: press Refresh to record the delivery and start the 14-day
                follow-up.
              </Text>
            )}
          </>
        )}

        {showDelivery && <DeliveryDateForm disputeId={dispute.id} createdAt={dispute.createdAt} />}
        <DisputeSchedule dispute={dispute} today={today} />

        {number && (liveTracking || info.data) && (
          <Stack gap="xs">
            <Title order={5} fz="sm">
              Tracking history
            </Title>
            {info.isPending ? (
              <Stack gap={6} role="status" aria-label="Loading tracking history">
                <Skeleton height={14} width="70%" />
                <Skeleton height={14} width="55%" />
                <Skeleton height={14} width="62%" />
              </Stack>
            ) : info.isError ? (
              <Alert color="red" variant="light" p="sm">
                <Text fz="sm">
                  {`Unable to get tracking information: ${errorMessage(info.error, 'Failed to get tracking information')}`}
                </Text>
              </Alert>
            ) : (
              <TrackingHistory events={info.data.events} listId={`tracking-history-${dispute.id}`} />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
