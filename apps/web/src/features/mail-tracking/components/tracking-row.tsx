import { bureauLabel } from '@app/contracts/bureaus';
import { shownDisputeStatus } from '@app/contracts/dispute-status-words';
import type { TrackingListPage } from '@app/contracts/disputes.contract';
import { followUpLabel, longDate } from '@app/contracts/follow-up';
import { Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DisputeStatusBadge } from '../../../components/status-badge/dispute-status-badge';
import { SimulatedTrackingBadge } from './simulated-tracking-badge';
import { UspsTrackingCard } from './usps-tracking-card';

type TrackedDispute = TrackingListPage['items'][number];

/** The dispute's status in the word every screen uses for it. */
const RowStatus = ({ dispute, today }: { dispute: TrackedDispute; today: string }) => (
  <DisputeStatusBadge status={shownDisputeStatus(dispute, today)} />
);

/** The compact row of the per-dispute card; it opens into the full card. */
export function TrackingRow({
  dispute,
  today,
  showClient,
  focused = false,
}: {
  dispute: TrackedDispute;
  today: string;
  showClient: boolean;
  /** Opened and scrolled to on arrival, when a link named this dispute. */
  focused?: boolean;
}) {
  const [open, setOpen] = useState(focused);
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) rowRef.current?.scrollIntoView({ block: 'start' });
  }, [focused]);
  const detailsId = `tracking-details-${dispute.id}`;
  const followUp = dispute.followUpDate ? followUpLabel(dispute.followUpDate, today) : undefined;
  const facts = [
    showClient ? dispute.clientName : undefined,
    bureauLabel[dispute.bureau],
    `Round ${dispute.roundNumber}`,
  ].filter(Boolean);

  return (
    <Paper
      ref={rowRef}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="li"
      data-testid="tracking-row"
      bd={focused ? '2px solid var(--mantine-primary-color-filled)' : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="md" style={{ flex: '1 1 220px', minWidth: 0 }}>
            {dispute.issueTitle}
            <Text span c="dimmed" fz="sm" fw={400}>
              {` · ${dispute.creditor}`}
            </Text>
          </Title>
          <Group gap={6}>
            <RowStatus dispute={dispute} today={today} />
            {dispute.trackingSource === 'simulated' && <SimulatedTrackingBadge />}
          </Group>
        </Group>
        <Text fz="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
        <Group justify="space-between" align="center" gap="xs">
          <Text
            fz="sm"
            ff={dispute.uspsTrackingNumber ? 'monospace' : undefined}
            c={dispute.uspsTrackingNumber ? undefined : 'dimmed'}
            style={{ wordBreak: 'break-all' }}
          >
            {dispute.uspsTrackingNumber ?? 'No tracking number yet'}
          </Text>
          <Group gap="sm" ml="auto">
            {followUp && (
              <Text fz="sm" fw={followUp.urgent ? 700 : 500} c={followUp.urgent ? 'red.9' : undefined}>
                {dispute.followUpDate && followUp.text === longDate(dispute.followUpDate)
                  ? `Follow-up on ${followUp.text}`
                  : followUp.text}
              </Text>
            )}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpen((v) => !v)}
              aria-expanded={open}
              aria-controls={detailsId}
              rightSection={
                open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
              }
            >
              {open ? 'Hide details' : 'Details'}
              <VisuallyHidden>{` of ${dispute.issueTitle} (${bureauLabel[dispute.bureau]})`}</VisuallyHidden>
            </Button>
          </Group>
        </Group>
      </Stack>
      <Box id={detailsId} mt={open ? 'sm' : 0}>
        {open && <UspsTrackingCard dispute={dispute} today={today} canAct liveTracking />}
      </Box>
    </Paper>
  );
}
