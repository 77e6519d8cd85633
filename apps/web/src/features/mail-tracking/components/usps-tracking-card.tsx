import type { Dispute } from '@app/contracts/disputes.contract';
import { uspsTrackingUrl } from '@app/contracts/usps-tracking';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconExternalLink, IconTruckDelivery } from '@tabler/icons-react';
import { serverMessage } from '../../../lib/api-client';
import { useTrackingInfo } from '../api/get-tracking-info';
import { AddTrackingInline } from './add-tracking-inline';
import { DisputeSchedule } from './dispute-schedule';
import { RefreshTrackingButton } from './refresh-tracking-button';
import { TrackingHistory } from './tracking-history';
import { TrackingStatusBadge } from './tracking-status-badge';

/** The full per-dispute card: 'USPS Certified Mail Tracking' (spec 001 section 2.18). */
export function UspsTrackingCard({ dispute, today }: { dispute: Dispute; today: string }) {
  const number = dispute.uspsTrackingNumber;
  const info = useTrackingInfo(number);
  const status = info.data?.status ?? dispute.trackingStatus ?? dispute.status;
  const simulated = (info.data?.source ?? dispute.trackingSource) === 'simulated';

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
            {number && <TrackingStatusBadge status={status} />}
            {dispute.status === 'FOLLOW_UP_REQUIRED' && (
              <Badge variant="light" color="orange" c="dark.7">
                Follow-up Required
              </Badge>
            )}
            {number && simulated && (
              <Badge variant="outline" color="gray.7" title="Tracking from the built-in postal simulator">
                Simulated
              </Badge>
            )}
          </Group>
        </Group>

        {!number ? (
          <AddTrackingInline dispute={dispute} />
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
                >
                  {number}
                  <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: -2 }} />
                  <VisuallyHidden> (USPS tracking page, opens in a new tab)</VisuallyHidden>
                </Anchor>
              </Stack>
              <RefreshTrackingButton disputeId={dispute.id} label={dispute.issueTitle} />
            </Group>
            {info.data?.description && <Text fz="sm">{info.data.description}</Text>}
            {info.data?.isDelivered && dispute.status === 'SENT' && (
              <Text fz="sm" fw={600} c="brand.8">
                USPS reports the letter delivered: press Refresh to record the delivery and start the 14-day
                follow-up.
              </Text>
            )}
          </>
        )}

        <DisputeSchedule dispute={dispute} today={today} />

        {number && (
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
                  {`Unable to get tracking information: ${serverMessage(info.error, 'Failed to get tracking information')}`}
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
